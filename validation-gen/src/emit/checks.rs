//! Emitting ordered checks: short-circuit
//! checks of a cohort all run; if any failed, the rest of the cohort, and
//! for the default cohort everything after it, is skipped.

use proc_macro2::TokenStream;
use quote::quote;

use std::rc::Rc;

use crate::emit::lazy::Lazy;
use crate::emit::values::{self, Place};
use crate::emit::{layout, rules_only};
use crate::model::{Field, Model};
use crate::plan::Cohort;
use crate::validators::{Call, CallArg, Check, Level};

thread_local! {
    /// The CEL rules of the file being emitted on this thread, in order of
    /// first use: (rule, schema, root). Each gets one `static` in the file,
    /// so a rule checked from several functions (a type's function and its
    /// transitions function) is compiled once per process.
    static CEL_RULES: std::cell::RefCell<Vec<(String, String, bool)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Starts a file: no CEL rule statics yet.
pub fn begin_cel_rules() {
    CEL_RULES.with(|rules| rules.borrow_mut().clear());
}

/// The name of the `static` holding a CEL rule, registering it for
/// [`cel_rule_statics`] on first use.
fn cel_rule_static(rule: &str, schema: &str, root: bool) -> proc_macro2::Ident {
    let index = CEL_RULES.with(|rules| {
        let mut rules = rules.borrow_mut();
        let found = rules
            .iter()
            .position(|(r, s, b)| r == rule && s == schema && *b == root);
        found.unwrap_or_else(|| {
            rules.push((rule.to_owned(), schema.to_owned(), root));
            rules.len() - 1
        })
    });
    quote::format_ident!("CEL_RULE_{index}")
}

/// The `static` of every CEL rule the file's functions used, ending the
/// file, wording their errors as an API server of `kube_version` does.
pub fn cel_rule_statics(kube_version: crate::validators::KubeVersion) -> Vec<TokenStream> {
    let rules = CEL_RULES.with(|rules| std::mem::take(&mut *rules.borrow_mut()));
    let minor = kube_version.minor;
    rules
        .iter()
        .enumerate()
        .map(|(index, (rule, schema, root))| {
            let name = quote::format_ident!("CEL_RULE_{index}");
            let doc = format!(" The CEL rule `{}`, compiled on first use.", first_line(rule));
            // The newest version's wording is `StaticRule::new`'s.
            let rule = if minor == crate::validators::KubeVersion::NEWEST.minor {
                quote!(::validation_cel::StaticRule::new(#rule, #schema, #root))
            } else {
                quote!(::validation_cel::StaticRule::for_kube_version(
                    #rule,
                    #schema,
                    #root,
                    ::validation_runtime::KubeVersion::new(#minor)
                ))
            };
            quote! {
                #[doc = #doc]
                static #name: ::validation_cel::StaticRule = #rule;
            }
        })
        .collect()
}

/// The rule's expression for a doc line: its first line, from the JSON.
fn first_line(rule_json: &str) -> String {
    let rule = serde_json::from_str::<validation_schema::ValidationRule>(rule_json)
        .map(|r| r.rule)
        .unwrap_or_default();
    let line = rule.lines().next().unwrap_or_default();
    line.replace('`', "'")
}

/// What the checks of one value are called with.
pub struct CheckEnv<'a> {
    /// The value's view as `Option<..>`, bound to `value` when a check reads it.
    pub value: Lazy<'a>,
    /// The old value's view as `Option<..>`, bound to `old_value`.
    pub old_value: Lazy<'a>,
    /// Whether the value is set, for presence checks.
    pub is_set: Lazy<'a>,
    /// Whether it is unset (the negation, written directly).
    pub is_unset: Lazy<'a>,
    /// The path as a `&Path`: `path` in type functions, `&path` in field blocks.
    pub path: Lazy<'a>,
    /// The value and old value in nilable form (`Option<&T>`).
    pub nilable_value: Lazy<'a>,
    pub nilable_old: Lazy<'a>,
    /// Whether the old value was set, as `Option<bool>` (`None`: no old value).
    pub old_is_set: Lazy<'a>,
    /// In a struct's type function: the model and its fields, for checks
    /// relating sibling fields.
    pub struct_fields: Option<(&'a Model, &'a [Field])>,
    pub model: &'a Model,
    /// The value's shape (for checks that look inside it, like `Call::Each`).
    pub shape: &'a crate::model::Shape,
    /// How this module's generated code names a type.
    pub type_path: &'a dyn Fn(crate::model::TypeId) -> TokenStream,
}

impl<'a> CheckEnv<'a> {
    /// The checks of field `f` of the struct `new` (a `&S`), whose old
    /// struct is `old` (an `Option<&S>`). The path is `path`, a `Path`.
    pub fn for_field(
        model: &'a Model,
        shape: &'a crate::model::Shape,
        f: &proc_macro2::Ident,
        new: &TokenStream,
        old: &TokenStream,
        type_path: &'a dyn Fn(crate::model::TypeId) -> TokenStream,
    ) -> CheckEnv<'a> {
        // Each expression is built only if a check reads it.
        let new_place = Rc::new(Place::new(quote!(#new.#f)));
        let old_place = Rc::new(Place::new(quote!(old.#f)));
        let old = Rc::new(old.clone());
        let on = |make: fn(&Model, &crate::model::Shape, &Place, &TokenStream) -> TokenStream, place: &Rc<Place>| {
            let (place, old) = (place.clone(), old.clone());
            Lazy::new(move || make(model, shape, &place, &old))
        };
        CheckEnv {
            value: on(|m, s, p, _| values::view(m, s, p).new_option(), &new_place),
            old_value: on(|m, s, p, o| values::view(m, s, p).old_option(o), &old_place),
            is_set: on(|m, s, p, _| values::is_set(m, s, p), &new_place),
            is_unset: on(|m, s, p, _| values::is_unset(m, s, p), &new_place),
            path: quote!(&path).into(),
            nilable_value: on(|_, s, p, _| values::nilable(s, p).new_option(), &new_place),
            nilable_old: on(|_, s, p, o| values::nilable(s, p).old_option(o), &old_place),
            old_is_set: on(
                |m, s, p, o| {
                    let old_set = values::is_set(m, s, p);
                    let old_var = if mentions(&old_set, "old") {
                        quote!(old)
                    } else {
                        quote!(_)
                    };
                    // An absent optional-presence value is itself "unset", even
                    // with no old struct; other values have no old state without one.
                    if values::is_optional_presence(m, s) {
                        quote!(Some(#o.is_some_and(|#old_var| #old_set)))
                    } else {
                        quote!(#o.map(|#old_var| #old_set))
                    }
                },
                &old_place,
            ),
            struct_fields: None,
            model,
            shape,
            type_path,
        }
    }

    /// `body` after the bindings of what it reads, read once for the
    /// layout (see `layout::fragment`), so finding what it reads copies
    /// no tokens and the blocks around it interpolate two.
    pub fn bound(&self, body: TokenStream) -> TokenStream {
        let body = layout::fragment(body);
        let bindings = self.bindings(&body);
        quote!(#bindings #body)
    }

    /// Bind `value` / `old_value` for `body`, each only if it is read.
    pub fn bindings(&self, body: &TokenStream) -> TokenStream {
        let (value, old_value) = (&self.value, &self.old_value);
        match (mentions(body, "value"), mentions(body, "old_value")) {
            (true, true) if values::is_word(old_value, "None") => quote! {
                let value = #value;
                // No old counterpart; `no_old` gives `None` the value's type.
                let old_value = validate::no_old(value);
            },
            (true, true) => quote!(let (value, old_value) = (#value, #old_value);),
            (true, false) => quote!(let value = #value;),
            (false, true) => quote!(let old_value = #old_value;),
            (false, false) => quote!(),
        }
    }
}

/// Whether `tokens` read the variable `name`, minding scopes: a `let` that
/// binds `name` again shadows it for the rest of its block (its own
/// right-hand side still reads the outer one), and a field of that name
/// (`x.name`) is not the variable.
pub fn mentions(tokens: &TokenStream, name: &str) -> bool {
    let mut iter = tokens.clone().into_iter();
    let mut after_dot = false;
    while let Some(t) = iter.next() {
        // `x.value` reads a field named `value`, not the variable.
        let field_access = std::mem::replace(
            &mut after_dot,
            matches!(&t, proc_macro2::TokenTree::Punct(p) if p.as_char() == '.'),
        );
        match t {
            proc_macro2::TokenTree::Group(g) if g.delimiter() == proc_macro2::Delimiter::None => {
                // A fragment, read already: asked of what was read, without copying it.
                match layout::fragment_index(&g).map(|i| layout::fragment_mentions(i, name)) {
                    Some(layout::Mention::Read) => return true,
                    Some(layout::Mention::Shadowed) => return false,
                    Some(layout::Mention::None) => {}
                    None if mentions(&g.stream(), name) => return true,
                    None => {}
                }
            }
            proc_macro2::TokenTree::Ident(i) if field_access && i == name => {}
            proc_macro2::TokenTree::Ident(i) if i == "let" => {
                let rebinds = iter.next().is_some_and(|pattern| binds(&pattern, name));
                if rebinds {
                    // Only the initializer can still read the outer binding.
                    let init: TokenStream = iter
                        .by_ref()
                        .take_while(|t| !matches!(t, proc_macro2::TokenTree::Punct(p) if p.as_char() == ';'))
                        .collect();
                    return mentions(&init, name);
                }
            }
            proc_macro2::TokenTree::Ident(i) if i == name => return true,
            proc_macro2::TokenTree::Group(g) if mentions(&g.stream(), name) => return true,
            _ => {}
        }
    }
    false
}

/// Whether a `let` pattern binds `name`.
fn binds(pattern: &proc_macro2::TokenTree, name: &str) -> bool {
    match pattern {
        proc_macro2::TokenTree::Ident(i) => i == name,
        proc_macro2::TokenTree::Group(g) => g.stream().into_iter().any(|t| binds(&t, name)),
        _ => false,
    }
}

/// What a failed default-cohort short-circuit does to the code after it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum OnStop {
    /// `return;` (type-level checks end the whole function).
    Return,
    /// Wrap what follows in `if !stop { .. }` (field blocks).
    Nest,
}

/// The checks of one value in cohorts, followed by `tail` (the descent
/// into nested values), which a default-cohort short-circuit also skips.
pub fn cohorts(cohorts: &[Cohort], env: &CheckEnv, tail: TokenStream, on_stop: OnStop) -> TokenStream {
    cohorts_binding_path(cohorts, env, Tails::new(tail), on_stop, TokenStream::new())
}

/// What follows a value's checks: the descent into nested values, and the
/// same descent for CEL rules alone (see `rules_only`), which runs where a
/// failing short-circuit skips `full`. Empty where nothing below has rules.
pub struct Tails {
    pub full: TokenStream,
    pub rules: TokenStream,
}

impl Tails {
    /// A descent with no CEL rules below it (or none at all).
    pub fn new(full: TokenStream) -> Tails {
        Tails {
            full,
            rules: TokenStream::new(),
        }
    }
}

/// [`cohorts`], with `path_binding` (the `let path = ..;` of a field block)
/// placed where the path is first needed: after a plain presence test that
/// stops the block, so an absent field costs no path link. Empty when there
/// is nothing to check.
pub fn cohorts_binding_path(
    cohorts: &[Cohort],
    env: &CheckEnv,
    tails: Tails,
    on_stop: OnStop,
    path_binding: TokenStream,
) -> TokenStream {
    let Tails {
        full: tail,
        rules: rules_tail,
    } = tails;
    let (default, named): (Vec<&Cohort>, Vec<&Cohort>) = cohorts.iter().partition(|c| c.name.is_none());
    let named_blocks: Vec<TokenStream> = named.iter().map(|c| cohort_block(c, env)).collect();
    let after = quote!(#(#named_blocks)* #tail);
    let first_binding = |body: TokenStream| {
        if body.is_empty() {
            body
        } else {
            quote!(#path_binding #body)
        }
    };
    let Some(default) = default.first() else {
        return first_binding(after);
    };
    let rest = default.rest.iter().filter_map(|c| rest_line(c, env));
    let after = quote!(#(#rest)* #after);
    if default.short_circuit.is_empty() {
        return first_binding(after);
    }
    if after.is_empty() {
        // Nothing to skip: the short-circuit checks just report (marked).
        return first_binding(marked_lines(&default.short_circuit, env));
    }
    if default.short_circuit.iter().any(rules_only::is_error_stop) {
        // CEL rules run whatever the tag checks found: a failing
        // short-circuit skips only the tag checks after it.
        let mut rest = vec![Cohort {
            name: None,
            short_circuit: Vec::new(),
            rest: default.rest.clone(),
        }];
        rest.extend(named.iter().map(|c| (*c).clone()));
        let rules = rules_only::rules_cohorts(&rest);
        let rules_after = cohorts_binding_path(&rules, env, Tails::new(rules_tail), OnStop::Nest, TokenStream::new());
        if !rules_after.is_empty() {
            return first_binding(stop_keeping_rules(
                &default.short_circuit,
                env,
                after,
                rules_after,
                on_stop,
            ));
        }
    }
    let sc = short_circuit_lines(&default.short_circuit, env);
    match on_stop {
        OnStop::Return => first_binding(quote! {
            #sc
            if stop {
                return;
            }
            #after
        }),
        OnStop::Nest if default.short_circuit.iter().all(is_plain_condition) => quote! {
            #sc
            if !stop {
                #path_binding
                #after
            }
        },
        OnStop::Nest => first_binding(quote! {
            #sc
            if !stop {
                #after
            }
        }),
    }
}

/// The short-circuit checks, then `after` if none failed; if one failed
/// with an error (the value is there), `rules_after`: the CEL rules of
/// the value and below it.
fn stop_keeping_rules(
    checks: &[Check],
    env: &CheckEnv<'_>,
    after: TokenStream,
    rules_after: TokenStream,
    on_stop: OnStop,
) -> TokenStream {
    let absent: Vec<TokenStream> = checks
        .iter()
        .filter(|c| rules_only::is_absence_stop(c))
        .map(|c| stop_condition(c, env))
        .collect();
    let failed: Vec<TokenStream> = checks
        .iter()
        .filter(|c| rules_only::is_error_stop(c))
        .map(|c| stop_condition(c, env))
        .collect();
    let (stop, present) = match (absent.is_empty(), failed.split_first()) {
        (true, Some((first, []))) => (quote!(let stop = #first;), None),
        (true, Some((first, rest))) => (
            quote! {
                let mut stop = #first;
                #(stop |= #rest;)*
            },
            None,
        ),
        _ => (
            quote! {
                let absent = #(#absent)||*;
                let mut stop = absent;
                #(stop |= #failed;)*
            },
            Some(quote!(!absent)),
        ),
    };
    match (on_stop, present) {
        (OnStop::Return, None) => quote! {
            #stop
            if stop {
                #rules_after
                return;
            }
            #after
        },
        (OnStop::Return, Some(present)) => quote! {
            #stop
            if stop {
                if #present {
                    #rules_after
                }
                return;
            }
            #after
        },
        (OnStop::Nest, None) => quote! {
            #stop
            if !stop {
                #after
            } else {
                #rules_after
            }
        },
        (OnStop::Nest, Some(present)) => quote! {
            #stop
            if !stop {
                #after
            } else if #present {
                #rules_after
            }
        },
    }
}

/// Whether a short-circuit check stops: an absent value, or errors
/// appended (marked as short-circuit errors).
fn stop_condition(check: &Check, env: &CheckEnv<'_>) -> TokenStream {
    if is_plain_condition(check) {
        return TokenStream::clone(&env.is_unset);
    }
    let call = call(check, env);
    if check.flags.non_error {
        quote!(!#call.is_empty())
    } else {
        quote!(errs.append_short_circuit(#call))
    }
}

/// A presence check emitted as a bare condition (no call, no path).
fn is_plain_condition(check: &Check) -> bool {
    check.call == Call::IsSet && check.gates.is_empty()
}

/// A named cohort: isolated, its short-circuits only skip its own checks.
fn cohort_block(cohort: &Cohort, env: &CheckEnv<'_>) -> TokenStream {
    let rest: Vec<TokenStream> = cohort.rest.iter().filter_map(|c| rest_line(c, env)).collect();
    if cohort.short_circuit.is_empty() || rest.is_empty() {
        let sc = marked_lines(&cohort.short_circuit, env);
        return quote!(#sc #(#rest)*);
    }
    if cohort.short_circuit.iter().any(rules_only::is_error_stop) {
        let rules: Vec<TokenStream> = cohort
            .rest
            .iter()
            .filter_map(rules_only::rules_part)
            .filter_map(|c| rest_line(&c, env))
            .collect();
        if !rules.is_empty() {
            let named = stop_keeping_rules(
                &cohort.short_circuit,
                env,
                quote!(#(#rest)*),
                quote!(#(#rules)*),
                OnStop::Nest,
            );
            return quote!({ #named });
        }
    }
    let sc = short_circuit_lines(&cohort.short_circuit, env);
    quote! {
        {
            #sc
            if !stop {
                #(#rest)*
            }
        }
    }
}

fn short_circuit_lines(checks: &[Check], env: &CheckEnv<'_>) -> TokenStream {
    // Every short-circuit check runs (no `||`), then `stop` says if any failed.
    let failed: Vec<TokenStream> = checks
        .iter()
        .map(|c| {
            if is_plain_condition(c) {
                // A plain condition: no call, no error built and thrown away.
                return TokenStream::clone(&env.is_unset);
            }
            let call = call(c, env);
            if c.flags.non_error {
                quote!(!#call.is_empty())
            } else {
                quote!(errs.append_short_circuit(#call))
            }
        })
        .collect();
    match failed.split_first() {
        Some((first, [])) => quote!(let stop = #first;),
        Some((first, rest)) => quote! {
            let mut stop = #first;
            #(stop |= #rest;)*
        },
        None => quote!(let stop = false;),
    }
}

/// Checks in declaration order, without moving short-circuits first (modes,
/// see `k8s:modeDiscriminator`): every check up to the last short-circuit runs; the rest
/// are skipped if any short-circuit failed.
pub fn in_order(checks: &[Check], env: &CheckEnv<'_>) -> TokenStream {
    let last_sc = checks.iter().rposition(|c| c.flags.short_circuit);
    let Some(last_sc) = last_sc else {
        let lines = checks.iter().filter_map(|c| rest_line(c, env));
        return quote!(#(#lines)*);
    };
    let (head, tail) = checks.split_at(last_sc + 1);
    if tail.is_empty() {
        // Nothing to skip: short-circuit errors are just reported (marked).
        let lines = head.iter().filter_map(|c| {
            if c.flags.short_circuit {
                (!c.flags.non_error && c.call != Call::IsSet).then(|| {
                    let call = call(c, env);
                    quote!(errs.append_short_circuit(#call);)
                })
            } else {
                rest_line(c, env)
            }
        });
        return quote!(#(#lines)*);
    }
    let head_lines = head.iter().filter_map(|c| {
        if !c.flags.short_circuit {
            return rest_line(c, env);
        }
        if is_plain_condition(c) {
            let is_unset = &env.is_unset;
            return Some(quote!(stop |= #is_unset;));
        }
        let call = call(c, env);
        Some(if c.flags.non_error {
            quote!(stop |= !#call.is_empty();)
        } else {
            quote!(stop |= errs.append_short_circuit(#call);)
        })
    });
    let tail_lines: Vec<TokenStream> = tail.iter().filter_map(|c| rest_line(c, env)).collect();
    let tail = if tail_lines.is_empty() {
        quote!()
    } else {
        quote!(if !stop { #(#tail_lines)* })
    };
    quote! {
        let mut stop = false;
        #(#head_lines)*
        #tail
    }
}

/// Short-circuit checks with nothing after them to skip: their errors are
/// still marked as short-circuit errors.
pub(super) fn marked_lines(checks: &[Check], env: &CheckEnv<'_>) -> TokenStream {
    let lines = checks
        .iter()
        .filter(|c| !c.flags.non_error && c.call != Call::IsSet)
        .map(|c| {
            let call = call(c, env);
            quote!(errs.append_short_circuit(#call);)
        });
    quote!(#(#lines)*)
}

/// Checks run one after the other, each reporting its errors (no
/// short-circuit among them).
pub fn plain_lines(checks: &[Check], env: &CheckEnv<'_>) -> TokenStream {
    let lines = checks.iter().filter_map(|c| rest_line(c, env));
    quote!(#(#lines)*)
}

/// A check outside the short-circuit group; non-error ones report nothing
/// and stop nothing, so they are not run.
fn rest_line(check: &Check, env: &CheckEnv<'_>) -> Option<TokenStream> {
    if check.flags.non_error || check.call == Call::IsSet {
        return None;
    }
    let call = call(check, env);
    Some(quote!(errs.append(#call);))
}

/// The call expression of one check, with its option gates and level mark.
fn call(check: &Check, env: &CheckEnv<'_>) -> TokenStream {
    let mut call = match &check.call {
        // Only reached when gated by an option; otherwise emitted as a condition.
        Call::IsSet => {
            let (is_set, path) = (&env.is_set, &env.path);
            quote!(validate::optional(op, #path, #is_set))
        }
        Call::Presence { function } => {
            let f = function_path(function);
            let (is_set, path) = (&env.is_set, &env.path);
            quote!(#f(op, #path, #is_set))
        }
        Call::Value { function, args } => {
            let f = function_path(function);
            let args = args.iter().map(emit_arg);
            let path = &env.path;
            quote!(#f(op, #path, value, old_value #(, #args)*))
        }
        Call::Nilable { function } => {
            let f = function_path(function);
            let (path, value, old) = (&env.path, &env.nilable_value, &env.nilable_old);
            quote!(#f(op, #path, #value, #old))
        }
        Call::AliasBelow { next, part } => {
            let name = match part {
                Some(part) => super::ident(part),
                None => super::function_name(env.model, *next),
            };
            let f = in_module_of(env, *next, name);
            let (path, value, old) = (&env.path, &env.nilable_value, &env.nilable_old);
            quote!(#f(op, #path, #value, #old))
        }
        Call::Cel { rule, schema, root, .. } => {
            let (path, value, old) = (&env.path, &env.nilable_value, &env.nilable_old);
            let rule = cel_rule_static(rule, schema, *root);
            quote!(#rule.check(op, #path, #value, #old))
        }
        Call::Transition { function, args } => {
            let f = function_path(function);
            let args = args.iter().map(emit_arg);
            let (path, is_set, old_is_set) = (&env.path, &env.is_set, &env.old_is_set);
            quote!(#f(op, #path, #is_set, #old_is_set #(, #args)*))
        }
        Call::Siblings {
            function,
            trigger,
            dependent,
        } => siblings_call(env, function, *trigger, *dependent),
        Call::Each {
            over,
            checks,
            correlation,
        } => super::each::each_call(env, *over, checks, correlation.as_ref()),
        Call::Unique { correlation } => super::each::unique_call(env, correlation),
        Call::Subfield { field, checks } => super::subfield::subfield_call(env, *field, checks),
        Call::Union(union) => super::union::union_call(env, union),
        Call::SubfieldUnion(union) => super::union::subfield_union_call(env, union),
        Call::Mode(mode) => super::mode::mode_call(env, mode),
        // Assembled into `Call::Mode` by the planner.
        Call::ModeDiscriminator { .. } | Call::ModeRule { .. } => {
            quote!(compile_error!("validation-gen: an unassembled mode mark"))
        }
        Call::Item { selector, keys, checks } => super::item::item_call(env, selector, keys, checks),
        Call::ItemUnion { zero_or_one, members } => super::item::item_union_call(env, *zero_or_one, members),
        // Assembled into `Call::ItemUnion` when the list tags settle.
        Call::ItemUnionMember { .. } => quote!(compile_error!("validation-gen: an unassembled item union mark")),
        Call::UpdateList {
            constraints,
            correlation: Some(correlation),
        } => super::each::update_list_call(env, constraints, correlation),
        Call::UpdateList { correlation: None, .. } => {
            quote!(compile_error!(
                "validation-gen: NoAddItem/NoRemoveItem on a list without set or map semantics"
            ))
        }
        // Assembled into `Call::Union` by the planner.
        Call::UnionMember { .. } | Call::UnionDiscriminator { .. } => {
            quote!(compile_error!("validation-gen: an unassembled union mark"))
        }
    };
    for gate in check.gates.iter().rev() {
        let (option, enabled) = (&gate.option, gate.enabled);
        let path = &env.path;
        call = quote!(validate::if_option(op, #path, #option, #enabled, || #call));
    }
    match check.level {
        Level::Standard => call,
        Level::Alpha => quote!(#call.mark_alpha()),
        Level::Beta => quote!(#call.mark_beta()),
    }
}

/// Built-in validators are written `validate::name` (the generated
/// function imports `validation_runtime::validate`).
/// `function(op, path, "trigger", "dependent", (t_set, d_set), old_pair)`.
fn siblings_call(env: &CheckEnv<'_>, function: &str, trigger: usize, dependent: usize) -> TokenStream {
    let f = function_path(function);
    let Some((model, fields)) = env.struct_fields else {
        return quote!(compile_error!("validation-gen: a sibling check outside a struct"));
    };
    let (Some(t), Some(d)) = (fields.get(trigger), fields.get(dependent)) else {
        return quote!(compile_error!("validation-gen: a sibling check names a missing field"));
    };
    let set = |root: TokenStream, field: &Field| {
        let name = super::field_ident(field);
        values::is_set(model, &field.shape, &Place::new(quote!(#root.#name)))
    };
    let (new_t, new_d) = (set(quote!(obj), t), set(quote!(obj), d));
    let (old_t, old_d) = (set(quote!(old), t), set(quote!(old), d));
    let (t_json, d_json, path) = (&t.json_name, &d.json_name, &env.path);
    quote!(#f(op, #path, #t_json, #d_json, (#new_t, #new_d), old.map(|old| (#old_t, #old_d))))
}

/// `name` in the module of type `id` (whose generated code the planner
/// puts in that module): the type's path with its last segment replaced.
fn in_module_of(env: &CheckEnv<'_>, id: crate::model::TypeId, name: proc_macro2::Ident) -> TokenStream {
    let type_path: Vec<proc_macro2::TokenTree> = (env.type_path)(id).into_iter().collect();
    match type_path.split_last() {
        Some((proc_macro2::TokenTree::Ident(_), module)) => quote!(#(#module)* #name),
        _ => quote!(#name),
    }
}

fn function_path(function: &str) -> TokenStream {
    let function = function.strip_prefix("::validation_runtime::").unwrap_or(function);
    match super::path_tokens(function) {
        Some(path) => path,
        None => {
            let message = format!("validation-gen: `{function}` is not a valid function path");
            quote!(compile_error!(#message))
        }
    }
}

pub(super) fn emit_arg(arg: &CallArg) -> TokenStream {
    match arg {
        CallArg::Int(i) if *i < 0 => {
            let lit = proc_macro2::Literal::u128_unsuffixed(u128::from(i.unsigned_abs()));
            quote!(-#lit)
        }
        CallArg::Int(i) => {
            let lit = proc_macro2::Literal::i64_unsuffixed(*i);
            quote!(#lit)
        }
        CallArg::Str(s) => quote!(#s),
        CallArg::Bool(b) => quote!(#b),
        CallArg::Slice(items) => {
            let items = items.iter().map(emit_arg);
            quote!(&[#(#items),*])
        }
        CallArg::Path(p) => function_path(p),
        CallArg::KeyStr { newtypes } => {
            let hops = (0..*newtypes).map(|_| quote!(.0));
            quote!(|k| k #(#hops)* .as_str())
        }
        CallArg::Struct { path, fields } => {
            let p = function_path(path);
            let fields = fields.iter().map(|(name, value)| {
                let name = super::ident(name);
                let value = emit_arg(value);
                quote!(#name: #value)
            });
            quote!(#p { #(#fields),* })
        }
    }
}
