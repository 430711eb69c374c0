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

/// What the checks of one value are called with, as Rust text (checks are
/// written as text and read by `layout::fragment_text`: no token is built
/// for their words).
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
        f: &impl std::fmt::Display,
        new: &str,
        old: &str,
        type_path: &'a dyn Fn(crate::model::TypeId) -> TokenStream,
    ) -> CheckEnv<'a> {
        // Each expression is built only if a check reads it.
        let new_place = Rc::new(Place::new(format!("{new}.{f}")));
        let old_place = Rc::new(Place::new(format!("old.{f}")));
        let old: Rc<str> = Rc::from(old);
        let on = |make: fn(&Model, &crate::model::Shape, &Place, &str) -> String, place: &Rc<Place>| {
            let (place, old) = (place.clone(), old.clone());
            Lazy::new(move || make(model, shape, &place, &old))
        };
        CheckEnv {
            value: on(|m, s, p, _| values::view(m, s, p).new_option(), &new_place),
            old_value: on(|m, s, p, o| values::view(m, s, p).old_option(o), &old_place),
            is_set: on(|m, s, p, _| values::is_set(m, s, p), &new_place),
            is_unset: on(|m, s, p, _| values::is_unset(m, s, p), &new_place),
            path: "&path".into(),
            nilable_value: on(|_, s, p, _| values::nilable(s, p).new_option(), &new_place),
            nilable_old: on(|_, s, p, o| values::nilable(s, p).old_option(o), &old_place),
            old_is_set: on(
                |m, s, p, o| {
                    let old_set = values::is_set(m, s, p);
                    let old_var = if values::reads_word(&old_set, "old") {
                        "old"
                    } else {
                        "_"
                    };
                    // An absent optional-presence value is itself "unset", even
                    // with no old struct; other values have no old state without one.
                    if values::is_optional_presence(m, s) {
                        format!("Some({o}.is_some_and(|{old_var}| {old_set}))")
                    } else {
                        format!("{o}.map(|{old_var}| {old_set})")
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
    /// layout (see `layout::text_fragment`), so finding what it reads copies
    /// nothing and the blocks around it write one word.
    pub fn bound(&self, body: &str) -> String {
        let (bindings, body) = self.bindings_for(body);
        join([bindings.as_str(), body.as_str()])
    }

    /// `body` read as a fragment (its stand-in as text), and the bindings
    /// of `value` / `old_value` it needs.
    pub fn bindings_for(&self, body: &str) -> (String, String) {
        let body = layout::text_fragment(body);
        (self.bindings(&body), body)
    }

    /// For the parts still built with quote: `body` read as a fragment
    /// (its stand-in) and the bindings it needs, as tokens.
    pub fn bindings_tokens(&self, body: &str) -> (TokenStream, TokenStream) {
        let (bindings, body) = self.bindings_for(body);
        (values::tokens(&bindings), layout::fragment_text(&body))
    }

    /// Bind `value` / `old_value` for `body` (a stand-in written as text,
    /// see [`CheckEnv::bindings_for`]), each only if it is read.
    pub fn bindings(&self, body: &str) -> String {
        let reads = |name| layout::text_mentions(body, name) == Some(layout::Mention::Read);
        let (value, old_value) = (&self.value, &self.old_value);
        match (reads("value"), reads("old_value")) {
            // No old counterpart; `no_old` gives `None` the value's type.
            (true, true) if &**old_value == "None" => {
                format!("let value = {value}; let old_value = validate::no_old(value);")
            }
            (true, true) => format!("let (value, old_value) = ({value}, {old_value});"),
            (true, false) => format!("let value = {value};"),
            (false, true) => format!("let old_value = {old_value};"),
            (false, false) => String::new(),
        }
    }
}

/// Rust text parts joined by spaces, leaving out empty ones.
pub fn join<'s>(parts: impl IntoIterator<Item = &'s str>) -> String {
    let mut out = String::new();
    for part in parts {
        if part.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(part);
    }
    out
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
pub fn cohorts(cohorts: &[Cohort], env: &CheckEnv, tail: &str, on_stop: OnStop) -> String {
    cohorts_binding_path(cohorts, env, Tails::new(tail.to_owned()), on_stop, "")
}

/// What follows a value's checks: the descent into nested values, and the
/// same descent for CEL rules alone (see `rules_only`), which runs where a
/// failing short-circuit skips `full`. Empty where nothing below has rules.
/// Rust text (a block built with quote is written as its stand-in, see
/// `layout::embed`).
pub struct Tails {
    pub full: String,
    pub rules: String,
}

impl Tails {
    /// A descent with no CEL rules below it (or none at all).
    pub fn new(full: String) -> Tails {
        Tails {
            full,
            rules: String::new(),
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
    path_binding: &str,
) -> String {
    let Tails {
        full: tail,
        rules: rules_tail,
    } = tails;
    let (default, named): (Vec<&Cohort>, Vec<&Cohort>) = cohorts.iter().partition(|c| c.name.is_none());
    let named_blocks: Vec<String> = named.iter().map(|c| cohort_block(c, env)).collect();
    let after = join(named_blocks.iter().map(String::as_str).chain([tail.as_str()]));
    let first_binding = |body: String| {
        if body.is_empty() {
            body
        } else {
            join([path_binding, body.as_str()])
        }
    };
    let Some(default) = default.first() else {
        return first_binding(after);
    };
    let rest: Vec<String> = default.rest.iter().filter_map(|c| rest_line(c, env)).collect();
    let after = join(rest.iter().map(String::as_str).chain([after.as_str()]));
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
        let rules_after = cohorts_binding_path(&rules, env, Tails::new(rules_tail), OnStop::Nest, "");
        if !rules_after.is_empty() {
            return first_binding(stop_keeping_rules(
                &default.short_circuit,
                env,
                &after,
                &rules_after,
                on_stop,
            ));
        }
    }
    let sc = short_circuit_lines(&default.short_circuit, env);
    match on_stop {
        OnStop::Return => first_binding(format!("{sc} if stop {{ return; }} {after}")),
        OnStop::Nest if default.short_circuit.iter().all(is_plain_condition) => {
            format!("{sc} if !stop {{ {path_binding} {after} }}")
        }
        OnStop::Nest => first_binding(format!("{sc} if !stop {{ {after} }}")),
    }
}

/// The short-circuit checks, then `after` if none failed; if one failed
/// with an error (the value is there), `rules_after`: the CEL rules of
/// the value and below it.
fn stop_keeping_rules(checks: &[Check], env: &CheckEnv<'_>, after: &str, rules_after: &str, on_stop: OnStop) -> String {
    let absent: Vec<String> = checks
        .iter()
        .filter(|c| rules_only::is_absence_stop(c))
        .map(|c| stop_condition(c, env))
        .collect();
    let failed: Vec<String> = checks
        .iter()
        .filter(|c| rules_only::is_error_stop(c))
        .map(|c| stop_condition(c, env))
        .collect();
    let (stop, present) = match (absent.is_empty(), failed.split_first()) {
        (true, Some((first, []))) => (format!("let stop = {first};"), None),
        (true, Some((first, rest))) => (stop_lines(first, rest), None),
        _ => (
            format!(
                "let absent = {}; {}",
                absent.join(" || "),
                stop_lines("absent", &failed)
            ),
            Some("!absent"),
        ),
    };
    match (on_stop, present) {
        (OnStop::Return, None) => format!("{stop} if stop {{ {rules_after} return; }} {after}"),
        (OnStop::Return, Some(present)) => {
            format!("{stop} if stop {{ if {present} {{ {rules_after} }} return; }} {after}")
        }
        (OnStop::Nest, None) => format!("{stop} if !stop {{ {after} }} else {{ {rules_after} }}"),
        (OnStop::Nest, Some(present)) => {
            format!("{stop} if !stop {{ {after} }} else if {present} {{ {rules_after} }}")
        }
    }
}

/// `let mut stop = first; stop |= ..;` for each of `rest`.
fn stop_lines(first: &str, rest: &[String]) -> String {
    let mut out = format!("let mut stop = {first};");
    for condition in rest {
        out.push_str(" stop |= ");
        out.push_str(condition);
        out.push(';');
    }
    out
}

/// Whether a short-circuit check stops: an absent value, or errors
/// appended (marked as short-circuit errors).
fn stop_condition(check: &Check, env: &CheckEnv<'_>) -> String {
    if is_plain_condition(check) {
        return env.is_unset.to_string();
    }
    let call = call(check, env);
    if check.flags.non_error {
        format!("!{call}.is_empty()")
    } else {
        format!("errs.append_short_circuit({call})")
    }
}

/// A presence check emitted as a bare condition (no call, no path).
fn is_plain_condition(check: &Check) -> bool {
    check.call == Call::IsSet && check.gates.is_empty()
}

/// A named cohort: isolated, its short-circuits only skip its own checks.
fn cohort_block(cohort: &Cohort, env: &CheckEnv<'_>) -> String {
    let rest: Vec<String> = cohort.rest.iter().filter_map(|c| rest_line(c, env)).collect();
    if cohort.short_circuit.is_empty() || rest.is_empty() {
        let sc = marked_lines(&cohort.short_circuit, env);
        return join(std::iter::once(sc.as_str()).chain(rest.iter().map(String::as_str)));
    }
    if cohort.short_circuit.iter().any(rules_only::is_error_stop) {
        let rules: Vec<String> = cohort
            .rest
            .iter()
            .filter_map(rules_only::rules_part)
            .filter_map(|c| rest_line(&c, env))
            .collect();
        if !rules.is_empty() {
            let named = stop_keeping_rules(
                &cohort.short_circuit,
                env,
                &rest.join(" "),
                &rules.join(" "),
                OnStop::Nest,
            );
            return format!("{{ {named} }}");
        }
    }
    let sc = short_circuit_lines(&cohort.short_circuit, env);
    format!("{{ {sc} if !stop {{ {} }} }}", rest.join(" "))
}

fn short_circuit_lines(checks: &[Check], env: &CheckEnv<'_>) -> String {
    // Every short-circuit check runs (no `||`), then `stop` says if any failed.
    let failed: Vec<String> = checks.iter().map(|c| stop_condition(c, env)).collect();
    match failed.split_first() {
        Some((first, [])) => format!("let stop = {first};"),
        Some((first, rest)) => stop_lines(first, rest),
        None => "let stop = false;".to_owned(),
    }
}

/// Checks in declaration order, without moving short-circuits first (modes,
/// see `k8s:modeDiscriminator`): every check up to the last short-circuit runs; the rest
/// are skipped if any short-circuit failed.
pub fn in_order(checks: &[Check], env: &CheckEnv<'_>) -> String {
    let last_sc = checks.iter().rposition(|c| c.flags.short_circuit);
    let Some(last_sc) = last_sc else {
        return plain_lines(checks, env);
    };
    let (head, tail) = checks.split_at(last_sc + 1);
    if tail.is_empty() {
        // Nothing to skip: short-circuit errors are just reported (marked).
        let lines: Vec<String> = head
            .iter()
            .filter_map(|c| {
                if c.flags.short_circuit {
                    (!c.flags.non_error && c.call != Call::IsSet)
                        .then(|| format!("errs.append_short_circuit({});", call(c, env)))
                } else {
                    rest_line(c, env)
                }
            })
            .collect();
        return lines.join(" ");
    }
    let mut out = "let mut stop = false;".to_owned();
    for c in head {
        let line = if !c.flags.short_circuit {
            rest_line(c, env)
        } else if is_plain_condition(c) {
            Some(format!("stop |= {};", env.is_unset))
        } else {
            Some(format!("stop |= {};", stop_condition(c, env)))
        };
        if let Some(line) = line {
            out.push(' ');
            out.push_str(&line);
        }
    }
    let tail_lines: Vec<String> = tail.iter().filter_map(|c| rest_line(c, env)).collect();
    if !tail_lines.is_empty() {
        out.push_str(&format!(" if !stop {{ {} }}", tail_lines.join(" ")));
    }
    out
}

/// Short-circuit checks with nothing after them to skip: their errors are
/// still marked as short-circuit errors.
pub(super) fn marked_lines(checks: &[Check], env: &CheckEnv<'_>) -> String {
    let lines: Vec<String> = checks
        .iter()
        .filter(|c| !c.flags.non_error && c.call != Call::IsSet)
        .map(|c| format!("errs.append_short_circuit({});", call(c, env)))
        .collect();
    lines.join(" ")
}

/// Checks run one after the other, each reporting its errors (no
/// short-circuit among them).
pub fn plain_lines(checks: &[Check], env: &CheckEnv<'_>) -> String {
    let lines: Vec<String> = checks.iter().filter_map(|c| rest_line(c, env)).collect();
    lines.join(" ")
}

/// A check outside the short-circuit group; non-error ones report nothing
/// and stop nothing, so they are not run.
fn rest_line(check: &Check, env: &CheckEnv<'_>) -> Option<String> {
    if check.flags.non_error || check.call == Call::IsSet {
        return None;
    }
    Some(format!("errs.append({});", call(check, env)))
}

/// `, arg` for each argument.
fn args_text(args: &[CallArg]) -> String {
    let mut out = String::new();
    for arg in args {
        out.push_str(", ");
        out.push_str(&emit_arg(arg));
    }
    out
}

/// `compile_error!("validation-gen: ..")` for a plan the emitter cannot write.
pub(super) fn compile_error(message: &str) -> String {
    format!("compile_error!({})", values::string_literal(message))
}

/// The call expression of one check, with its option gates and level mark.
fn call(check: &Check, env: &CheckEnv<'_>) -> String {
    let path = &env.path;
    let mut call = match &check.call {
        // Only reached when gated by an option; otherwise emitted as a condition.
        Call::IsSet => format!("validate::optional(op, {path}, {})", env.is_set),
        Call::Presence { function } => {
            format!("{}(op, {path}, {})", function_path(function), env.is_set)
        }
        Call::Value { function, args } => {
            format!(
                "{}(op, {path}, value, old_value{})",
                function_path(function),
                args_text(args)
            )
        }
        Call::Nilable { function } => format!(
            "{}(op, {path}, {}, {})",
            function_path(function),
            env.nilable_value,
            env.nilable_old
        ),
        Call::AliasBelow { next, part, .. } => {
            let name = match part {
                Some(part) => part.clone(),
                None => super::function_name(env.model, *next).to_string(),
            };
            format!(
                "{}(op, {path}, {}, {})",
                in_module_of(env, *next, &name),
                env.nilable_value,
                env.nilable_old
            )
        }
        Call::Cel { rule, schema, root, .. } => {
            let rule = cel_rule_static(rule, schema, *root);
            format!("{rule}.check(op, {path}, {}, {})", env.nilable_value, env.nilable_old)
        }
        Call::Transition { function, args } => format!(
            "{}(op, {path}, {}, {}{})",
            function_path(function),
            env.is_set,
            env.old_is_set,
            args_text(args)
        ),
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
        Call::AllOf { checks } => super::all_of::all_of_call(env, checks),
        Call::Subfield { field, checks } => super::subfield::subfield_call(env, *field, checks).to_string(),
        Call::Union(union) => super::union::union_call(env, union),
        Call::SubfieldUnion(union) => super::union::subfield_union_call(env, union),
        Call::Mode(mode) => super::mode::mode_call(env, mode).to_string(),
        // Assembled into `Call::Mode` by the planner.
        Call::ModeDiscriminator { .. } | Call::ModeRule { .. } => {
            compile_error("validation-gen: an unassembled mode mark")
        }
        Call::Item { selector, keys, checks } => super::item::item_call(env, selector, keys, checks).to_string(),
        Call::ItemUnion { zero_or_one, members } => {
            super::item::item_union_call(env, *zero_or_one, members).to_string()
        }
        // Assembled into `Call::ItemUnion` when the list tags settle.
        Call::ItemUnionMember { .. } => compile_error("validation-gen: an unassembled item union mark"),
        Call::UpdateList {
            constraints,
            correlation: Some(correlation),
        } => super::each::update_list_call(env, constraints, correlation),
        Call::UpdateList { correlation: None, .. } => {
            compile_error("validation-gen: NoAddItem/NoRemoveItem on a list without set or map semantics")
        }
        // Assembled into `Call::Union` by the planner.
        Call::UnionMember { .. } | Call::UnionDiscriminator { .. } => {
            compile_error("validation-gen: an unassembled union mark")
        }
    };
    for gate in check.gates.iter().rev() {
        let option = values::string_literal(&gate.option);
        call = format!("validate::if_option(op, {path}, {option}, {}, || {call})", gate.enabled);
    }
    match check.level {
        Level::Standard => call,
        Level::Alpha => format!("{call}.mark_alpha()"),
        Level::Beta => format!("{call}.mark_beta()"),
    }
}

/// Built-in validators are written `validate::name` (the generated
/// function imports `validation_runtime::validate`).
/// `function(op, path, "trigger", "dependent", (t_set, d_set), old_pair)`.
fn siblings_call(env: &CheckEnv<'_>, function: &str, trigger: usize, dependent: usize) -> String {
    let f = function_path(function);
    let Some((model, fields)) = env.struct_fields else {
        return compile_error("validation-gen: a sibling check outside a struct");
    };
    let (Some(t), Some(d)) = (fields.get(trigger), fields.get(dependent)) else {
        return compile_error("validation-gen: a sibling check names a missing field");
    };
    let set = |root: &str, field: &Field| {
        let name = super::field_ident(field);
        values::is_set(model, &field.shape, &Place::new(format!("{root}.{name}")))
    };
    let (new_t, new_d) = (set("obj", t), set("obj", d));
    let (old_t, old_d) = (set("old", t), set("old", d));
    let (t_json, d_json) = (
        values::string_literal(&t.json_name),
        values::string_literal(&d.json_name),
    );
    let path = &env.path;
    format!("{f}(op, {path}, {t_json}, {d_json}, ({new_t}, {new_d}), old.map(|old| ({old_t}, {old_d})))")
}

/// `name` in the module of type `id` (whose generated code the planner
/// puts in that module): the type's path with its last segment replaced.
fn in_module_of(env: &CheckEnv<'_>, id: crate::model::TypeId, name: &str) -> String {
    let type_path: Vec<proc_macro2::TokenTree> = (env.type_path)(id).into_iter().collect();
    match type_path.split_last() {
        Some((proc_macro2::TokenTree::Ident(_), module)) => {
            format!("{}{name}", module.iter().cloned().collect::<TokenStream>())
        }
        _ => name.to_owned(),
    }
}

/// A function's path as text: the path itself when it is plain
/// identifiers (as `path_tokens` would build it), else as parsed.
fn function_path(function: &str) -> String {
    let function = function.strip_prefix("::validation_runtime::").unwrap_or(function);
    let rest = function.strip_prefix("::").unwrap_or(function);
    if rest.split("::").all(super::is_plain_ident) {
        return function.to_owned();
    }
    match super::path_tokens(function) {
        Some(path) => path.to_string(),
        None => compile_error(&format!("validation-gen: `{function}` is not a valid function path")),
    }
}

pub(super) fn emit_arg(arg: &CallArg) -> String {
    match arg {
        CallArg::Int(i) if *i < 0 => format!("-{}", i.unsigned_abs()),
        CallArg::Int(i) => i.to_string(),
        CallArg::Str(s) => values::string_literal(s),
        CallArg::Bool(b) => b.to_string(),
        CallArg::Slice(items) => {
            let items: Vec<String> = items.iter().map(emit_arg).collect();
            format!("&[{}]", items.join(", "))
        }
        CallArg::Path(p) => function_path(p),
        CallArg::KeyStr { newtypes } => {
            let mut out = "|k| k".to_owned();
            for _ in 0..*newtypes {
                out.push_str(".0");
            }
            out.push_str(".as_str()");
            out
        }
        CallArg::Struct { path, fields } => {
            let fields: Vec<String> = fields
                .iter()
                .map(|(name, value)| format!("{}: {}", super::ident(name), emit_arg(value)))
                .collect();
            format!("{} {{ {} }}", function_path(path), fields.join(", "))
        }
    }
}
