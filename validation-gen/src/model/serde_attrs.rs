//! The `#[serde(...)]` attributes the generator needs, and JSON names computed
//! exactly as `serde_derive` computes them.
//!
//! Field paths in validation errors use JSON names, so a field's name must be
//! what serde writes, byte for byte. The case rules here follow serde's
//! documented behaviour, which differs from `heck` at the edges: serde's snake case of the variant `HTTPServer` is `h_t_t_p_server`,
//! its camel case of the field `a_b_c` is `aBC`, and field rules never insert
//! separators at digits. The round-trip tests at the bottom of this file compare
//! the names computed here with what `serde_json` actually writes.
//!
//! Attribute reading follows serde's grammar for the keys that matter here
//! (`rename`, `rename_all`, `flatten`, `skip`, `skip_serializing`,
//! `transparent`) and accepts any other key in the forms `key`, `key = value`
//! and `key(...)`. Attributes wrapped in `#[cfg_attr(predicate, serde(...))]`
//! are read too, whatever the predicate, because they describe the serialized
//! form whenever serde is enabled.
//!
//! Nothing here panics, whatever the input.

use std::fmt;

use proc_macro2::Span;
use syn::meta::ParseNestedMeta;
use syn::parse::discouraged::Speculative;
use syn::parse::ParseStream;
use syn::punctuated::Punctuated;
use syn::{Attribute, LitStr, Meta, Token};

/// One of serde's `rename_all` case styles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RenameRule {
    /// No renaming.
    None,
    /// `"lowercase"`
    LowerCase,
    /// `"UPPERCASE"`
    UpperCase,
    /// `"PascalCase"`
    PascalCase,
    /// `"camelCase"`
    CamelCase,
    /// `"snake_case"`
    SnakeCase,
    /// `"SCREAMING_SNAKE_CASE"`
    ScreamingSnakeCase,
    /// `"kebab-case"`
    KebabCase,
    /// `"SCREAMING-KEBAB-CASE"`
    ScreamingKebabCase,
}

/// serde's accepted spellings, in serde's order (used in the error message).
const RENAME_RULES: &[(&str, RenameRule)] = &[
    ("lowercase", RenameRule::LowerCase),
    ("UPPERCASE", RenameRule::UpperCase),
    ("PascalCase", RenameRule::PascalCase),
    ("camelCase", RenameRule::CamelCase),
    ("snake_case", RenameRule::SnakeCase),
    ("SCREAMING_SNAKE_CASE", RenameRule::ScreamingSnakeCase),
    ("kebab-case", RenameRule::KebabCase),
    ("SCREAMING-KEBAB-CASE", RenameRule::ScreamingKebabCase),
];

impl RenameRule {
    /// Parses one of serde's spellings (`"camelCase"`, `"kebab-case"`, ...).
    /// The error message is serde's: it quotes the unknown rule and lists the
    /// accepted ones.
    #[allow(clippy::should_implement_trait)]
    pub fn from_str(s: &str) -> Result<Self, String> {
        RENAME_RULES
            .iter()
            .find(|(name, _)| *name == s)
            .map(|(_, rule)| *rule)
            .ok_or_else(|| {
                let expected: Vec<String> = RENAME_RULES.iter().map(|(name, _)| format!("{name:?}")).collect();
                format!(
                    "unknown rename rule `rename_all = {s:?}`, expected one of {}",
                    expected.join(", ")
                )
            })
    }

    /// serde's spelling of this rule (`None` has no spelling and gives `"none"`).
    pub fn as_str(self) -> &'static str {
        RENAME_RULES
            .iter()
            .find(|(_, rule)| *rule == self)
            .map(|(name, _)| *name)
            .unwrap_or("none")
    }

    /// serde's rule for enum variants. Variants are PascalCase, so a word
    /// starts at every uppercase letter (`HTTPServer` is five words to serde).
    pub fn apply_to_variant(self, variant: &str) -> String {
        let separated = |separator: char, upper: bool| {
            let mut out = String::with_capacity(variant.len() + 4);
            for (i, c) in variant.char_indices() {
                if i > 0 && c.is_uppercase() {
                    out.push(separator);
                }
                out.push(if upper {
                    c.to_ascii_uppercase()
                } else {
                    c.to_ascii_lowercase()
                });
            }
            out
        };
        match self {
            RenameRule::None | RenameRule::PascalCase => variant.to_owned(),
            RenameRule::LowerCase => variant.to_ascii_lowercase(),
            RenameRule::UpperCase => variant.to_ascii_uppercase(),
            RenameRule::CamelCase => lower_first_ascii(variant),
            RenameRule::SnakeCase => separated('_', false),
            RenameRule::ScreamingSnakeCase => separated('_', true),
            RenameRule::KebabCase => separated('-', false),
            RenameRule::ScreamingKebabCase => separated('-', true),
        }
    }

    /// serde's rule for struct fields. Fields are snake_case: words are what
    /// lies between underscores, and digits never start a word.
    pub fn apply_to_field(self, field: &str) -> String {
        let capitalized_words = || -> String {
            field
                .split('_')
                .map(|word| {
                    let mut chars = word.chars();
                    chars
                        .next()
                        .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
                        .unwrap_or_default()
                })
                .collect()
        };
        match self {
            RenameRule::None | RenameRule::LowerCase | RenameRule::SnakeCase => field.to_owned(),
            RenameRule::UpperCase | RenameRule::ScreamingSnakeCase => field.to_ascii_uppercase(),
            RenameRule::PascalCase => capitalized_words(),
            RenameRule::CamelCase => lower_first_ascii(&capitalized_words()),
            RenameRule::KebabCase => field.replace('_', "-"),
            RenameRule::ScreamingKebabCase => field.to_ascii_uppercase().replace('_', "-"),
        }
    }
}

impl std::str::FromStr for RenameRule {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        RenameRule::from_str(s)
    }
}

impl fmt::Display for RenameRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// serde writes `s[..1].to_ascii_lowercase() + &s[1..]`; this is the same for
/// every identifier serde accepts, without panicking on an empty string or a
/// non-ASCII first character.
fn lower_first_ascii(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => {
            let mut out = String::with_capacity(s.len());
            out.push(first.to_ascii_lowercase());
            out.push_str(chars.as_str());
            out
        }
        None => String::new(),
    }
}

/// serde attributes of a struct or enum.
#[derive(Default, Debug, Clone)]
pub struct ContainerAttrs {
    /// `rename_all = "..."` or `rename_all(serialize = "...")`.
    pub rename_all_serialize: Option<RenameRule>,
    /// `rename = "..."` or `rename(serialize = "...")`.
    pub rename: Option<String>,
    /// `transparent`.
    pub transparent: bool,
}

/// serde attributes of a struct field.
#[derive(Default, Debug, Clone)]
pub struct FieldAttrs {
    /// `rename = "..."` or `rename(serialize = "...")`.
    pub rename_serialize: Option<String>,
    /// `flatten`.
    pub flatten: bool,
    /// `skip` or `skip_serializing` (not `skip_serializing_if`).
    pub skip: bool,
}

/// serde attributes of an enum variant.
#[derive(Default, Debug, Clone)]
pub struct VariantAttrs {
    /// `rename = "..."` or `rename(serialize = "...")`.
    pub rename_serialize: Option<String>,
    /// `skip` or `skip_serializing`.
    pub skip: bool,
    /// `rename_all = "..."` or `rename_all(serialize = "...")` on the variant
    /// (applies to the fields of a struct variant, not to the variant's name).
    pub rename_all: Option<RenameRule>,
}

/// A malformed `#[serde(...)]` attribute.
#[derive(Clone, Debug)]
pub struct AttrError {
    pub message: String,
    pub span: Span,
}

impl AttrError {
    pub fn new(message: impl Into<String>, span: Span) -> Self {
        AttrError {
            message: message.into(),
            span,
        }
    }
}

impl fmt::Display for AttrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for AttrError {}

impl From<syn::Error> for AttrError {
    fn from(err: syn::Error) -> Self {
        AttrError {
            message: err.to_string(),
            span: err.span(),
        }
    }
}

/// Reads the serde attributes of a struct or enum.
pub fn container_attrs(attrs: &[Attribute]) -> Result<ContainerAttrs, AttrError> {
    let mut out = ContainerAttrs::default();
    let mut seen = Seen::default();
    for_each_serde_meta(attrs, &mut |meta| {
        if meta.path.is_ident("rename") {
            if let Some(name) = serialize_rename(&meta, &mut seen)? {
                out.rename = Some(name);
            }
        } else if meta.path.is_ident("rename_all") {
            if let Some(rule) = get_rename_all(&meta)? {
                seen.set(&meta, "rename_all")?;
                out.rename_all_serialize = Some(rule);
            }
        } else if meta.path.is_ident("transparent") {
            seen.set(&meta, "transparent")?;
            out.transparent = true;
        } else {
            skip_value(&meta)?;
        }
        Ok(())
    })?;
    Ok(out)
}

/// The serialize name of a `rename`, or `rename(serialize = ..)`, if any.
fn serialize_rename(meta: &ParseNestedMeta<'_>, seen: &mut Seen) -> syn::Result<Option<String>> {
    let (ser, _de) = get_ser_and_de(meta, "rename")?;
    match ser {
        Some(ser) => {
            seen.set(meta, "rename")?;
            Ok(Some(ser.value()))
        }
        None => Ok(None),
    }
}

/// Reads the serde attributes of a struct field.
pub fn field_attrs(attrs: &[Attribute]) -> Result<FieldAttrs, AttrError> {
    let mut out = FieldAttrs::default();
    let mut seen = Seen::default();
    for_each_serde_meta(attrs, &mut |meta| {
        if meta.path.is_ident("rename") {
            if let Some(name) = serialize_rename(&meta, &mut seen)? {
                out.rename_serialize = Some(name);
            }
        } else if meta.path.is_ident("flatten") {
            seen.set(&meta, "flatten")?;
            out.flatten = true;
        } else if meta.path.is_ident("skip") || meta.path.is_ident("skip_serializing") {
            // serde: `skip` sets skip_serializing (and skip_deserializing), so
            // `skip` together with `skip_serializing` is a duplicate.
            seen.set(&meta, "skip_serializing")?;
            out.skip = true;
        } else {
            skip_value(&meta)?;
        }
        Ok(())
    })?;
    Ok(out)
}

/// Reads the serde attributes of an enum variant.
pub fn variant_attrs(attrs: &[Attribute]) -> Result<VariantAttrs, AttrError> {
    let mut out = VariantAttrs::default();
    let mut seen = Seen::default();
    for_each_serde_meta(attrs, &mut |meta| {
        if meta.path.is_ident("rename") {
            if let Some(name) = serialize_rename(&meta, &mut seen)? {
                out.rename_serialize = Some(name);
            }
        } else if meta.path.is_ident("rename_all") {
            if let Some(rule) = get_rename_all(&meta)? {
                seen.set(&meta, "rename_all")?;
                out.rename_all = Some(rule);
            }
        } else if meta.path.is_ident("skip") || meta.path.is_ident("skip_serializing") {
            seen.set(&meta, "skip_serializing")?;
            out.skip = true;
        } else {
            skip_value(&meta)?;
        }
        Ok(())
    })?;
    Ok(out)
}

/// The identifier's text with any `r#` removed, as serde names it.
pub fn unraw_ident(ident: &syn::Ident) -> String {
    let text = ident.to_string();
    match text.strip_prefix("r#") {
        Some(rest) => rest.to_owned(),
        None => text,
    }
}

/// The JSON name of a named field: rename > container rename_all applied to
/// the identifier > identifier, with any `r#` removed (serde removes `r#`
/// before applying rules).
pub fn field_json_name(ident: &syn::Ident, field: &FieldAttrs, container: &ContainerAttrs) -> String {
    if let Some(name) = &field.rename_serialize {
        return name.clone();
    }
    let rule = container.rename_all_serialize.unwrap_or(RenameRule::None);
    rule.apply_to_field(&unraw_ident(ident))
}

/// The JSON name of an enum variant (the string a unit variant serializes
/// to): rename > container rename_all applied to the identifier > identifier.
pub fn variant_json_name(ident: &syn::Ident, variant: &VariantAttrs, container: &ContainerAttrs) -> String {
    if let Some(name) = &variant.rename_serialize {
        return name.clone();
    }
    let rule = container.rename_all_serialize.unwrap_or(RenameRule::None);
    rule.apply_to_variant(&unraw_ident(ident))
}

// ---------------------------------------------------------------------------
// Parsing.

type MetaCallback<'a> = dyn FnMut(ParseNestedMeta<'_>) -> syn::Result<()> + 'a;

/// Calls `f` for every `key ...` item inside every `#[serde(...)]` attribute
/// (including those inside `#[cfg_attr(predicate, ...)]`), in order.
fn for_each_serde_meta(attrs: &[Attribute], f: &mut MetaCallback<'_>) -> Result<(), AttrError> {
    for attr in attrs {
        visit_meta(&attr.meta, f, 0)?;
    }
    Ok(())
}

/// `cfg_attr` may nest; real code never nests deeply, this only bounds recursion.
const MAX_CFG_ATTR_DEPTH: usize = 16;

fn visit_meta(meta: &Meta, f: &mut MetaCallback<'_>, depth: usize) -> syn::Result<()> {
    let path = meta.path();
    if path.is_ident("serde") {
        match meta {
            Meta::List(list) => {
                // serde skips `#[serde()]` silently.
                if list.tokens.is_empty() {
                    return Ok(());
                }
                list.parse_nested_meta(f)
            }
            Meta::Path(p) => Err(syn::Error::new_spanned(
                p,
                "expected attribute arguments in parentheses: #[serde(...)]",
            )),
            Meta::NameValue(nv) => Err(syn::Error::new_spanned(nv, "expected parentheses: #[serde(...)]")),
        }
    } else if path.is_ident("cfg_attr") && depth < MAX_CFG_ATTR_DEPTH {
        let Meta::List(list) = meta else {
            return Ok(());
        };
        // A cfg_attr that does not parse is not a serde problem: ignore it.
        let Ok(inner) = list.parse_args_with(parse_cfg_attr_body) else {
            return Ok(());
        };
        for m in &inner {
            visit_meta(m, f, depth + 1)?;
        }
        Ok(())
    } else {
        Ok(())
    }
}

/// `predicate, attr, attr, ...` -> the attributes.
fn parse_cfg_attr_body(input: ParseStream<'_>) -> syn::Result<Vec<Meta>> {
    let _predicate: Meta = input.parse()?;
    if input.is_empty() {
        return Ok(Vec::new());
    }
    let _comma: Token![,] = input.parse()?;
    let attrs = Punctuated::<Meta, Token![,]>::parse_terminated(input)?;
    Ok(attrs.into_iter().collect())
}

/// Rejects a second occurrence of the same key, as serde does
/// ("duplicate serde attribute `rename`").
#[derive(Default)]
struct Seen(Vec<&'static str>);

impl Seen {
    fn set(&mut self, meta: &ParseNestedMeta<'_>, name: &'static str) -> syn::Result<()> {
        if self.0.contains(&name) {
            return Err(syn::Error::new_spanned(
                &meta.path,
                format!("duplicate serde attribute `{name}`"),
            ));
        }
        self.0.push(name);
        Ok(())
    }
}

/// `rename_all = "rule"` or `rename_all(serialize = "rule", deserialize = "rule")`:
/// the serialize rule, if any. Every rule given (also the deserialize one) must
/// be known, as serde requires.
fn get_rename_all(meta: &ParseNestedMeta<'_>) -> syn::Result<Option<RenameRule>> {
    let (ser, de) = get_ser_and_de(meta, "rename_all")?;
    if de.len() > 1 {
        return Err(syn::Error::new_spanned(
            &meta.path,
            "duplicate serde attribute `rename_all`",
        ));
    }
    for lit in &de {
        RenameRule::from_str(&lit.value()).map_err(|msg| syn::Error::new(lit.span(), msg))?;
    }
    match ser {
        Some(lit) => RenameRule::from_str(&lit.value())
            .map(Some)
            .map_err(|msg| syn::Error::new(lit.span(), msg)),
        None => Ok(None),
    }
}

/// `key = "x"` (both names) or `key(serialize = "x", deserialize = "y")`, as
/// serde's `get_ser_and_de`. Returns the serialize name and every deserialize
/// name.
fn get_ser_and_de(meta: &ParseNestedMeta<'_>, attr_name: &str) -> syn::Result<(Option<LitStr>, Vec<LitStr>)> {
    let lookahead = meta.input.lookahead1();
    if lookahead.peek(Token![=]) {
        let both = get_lit_str(meta, attr_name, attr_name)?;
        Ok((Some(both.clone()), vec![both]))
    } else if lookahead.peek(syn::token::Paren) {
        let mut ser: Option<LitStr> = None;
        let mut de = Vec::new();
        meta.parse_nested_meta(|inner| {
            if inner.path.is_ident("serialize") {
                let lit = get_lit_str(&inner, attr_name, "serialize")?;
                if ser.is_some() {
                    return Err(syn::Error::new_spanned(
                        &inner.path,
                        format!("duplicate serde attribute `{attr_name}`"),
                    ));
                }
                ser = Some(lit);
            } else if inner.path.is_ident("deserialize") {
                de.push(get_lit_str(&inner, attr_name, "deserialize")?);
            } else {
                return Err(inner.error(format_args!(
                    "malformed {attr_name} attribute, expected `{attr_name}(serialize = ..., deserialize = ...)`"
                )));
            }
            Ok(())
        })?;
        Ok((ser, de))
    } else {
        Err(lookahead.error())
    }
}

/// `= "string"`, as serde's `get_lit_str2` (looks through invisible groups
/// left by `macro_rules!`).
fn get_lit_str(meta: &ParseNestedMeta<'_>, attr_name: &str, meta_item_name: &str) -> syn::Result<LitStr> {
    let expr: syn::Expr = meta.value()?.parse()?;
    let mut value = &expr;
    while let syn::Expr::Group(group) = value {
        value = &group.expr;
    }
    if let syn::Expr::Lit(syn::ExprLit {
        lit: syn::Lit::Str(lit),
        ..
    }) = value
    {
        let suffix = lit.suffix();
        if !suffix.is_empty() {
            return Err(syn::Error::new(
                lit.span(),
                format!("unexpected suffix `{suffix}` on string literal"),
            ));
        }
        Ok(lit.clone())
    } else {
        Err(syn::Error::new_spanned(
            &expr,
            format!("expected serde {attr_name} attribute to be a string: `{meta_item_name} = \"...\"`"),
        ))
    }
}

/// Consumes the value of a key this module does not need: nothing (`key`),
/// `= value` or `(...)`. Whatever follows must be `,` or the end, which
/// `parse_nested_meta` checks.
fn skip_value(meta: &ParseNestedMeta<'_>) -> syn::Result<()> {
    let input = meta.input;
    if input.peek(Token![=]) {
        let eq: Token![=] = input.parse()?;
        if input.is_empty() || input.peek(Token![,]) {
            return Err(syn::Error::new(eq.span, "expected a value after `=`"));
        }
        let fork = input.fork();
        if fork.parse::<syn::Expr>().is_ok() && (fork.is_empty() || fork.peek(Token![,])) {
            input.advance_to(&fork);
        } else {
            while !input.is_empty() && !input.peek(Token![,]) {
                input.parse::<proc_macro2::TokenTree>()?;
            }
        }
    } else if input.peek(syn::token::Paren) {
        input.parse::<proc_macro2::TokenTree>()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULES: [RenameRule; 8] = [
        RenameRule::LowerCase,
        RenameRule::UpperCase,
        RenameRule::PascalCase,
        RenameRule::CamelCase,
        RenameRule::SnakeCase,
        RenameRule::ScreamingSnakeCase,
        RenameRule::KebabCase,
        RenameRule::ScreamingKebabCase,
    ];

    fn ident(src: &str) -> syn::Ident {
        syn::parse_str(src).unwrap()
    }

    /// (field identifier, [lowercase, UPPERCASE, PascalCase, camelCase,
    /// snake_case, SCREAMING_SNAKE_CASE, kebab-case, SCREAMING-KEBAB-CASE])
    const FIELD_TABLE: &[(&str, [&str; 8])] = &[
        ("a", ["a", "A", "A", "a", "a", "A", "a", "A"]),
        (
            "field_name",
            [
                "field_name",
                "FIELD_NAME",
                "FieldName",
                "fieldName",
                "field_name",
                "FIELD_NAME",
                "field-name",
                "FIELD-NAME",
            ],
        ),
        (
            "http_server",
            [
                "http_server",
                "HTTP_SERVER",
                "HttpServer",
                "httpServer",
                "http_server",
                "HTTP_SERVER",
                "http-server",
                "HTTP-SERVER",
            ],
        ),
        (
            "a_b_c",
            ["a_b_c", "A_B_C", "ABC", "aBC", "a_b_c", "A_B_C", "a-b-c", "A-B-C"],
        ),
        (
            "field1",
            [
                "field1", "FIELD1", "Field1", "field1", "field1", "FIELD1", "field1", "FIELD1",
            ],
        ),
        (
            "x_1_y",
            ["x_1_y", "X_1_Y", "X1Y", "x1Y", "x_1_y", "X_1_Y", "x-1-y", "X-1-Y"],
        ),
        (
            "_leading",
            [
                "_leading", "_LEADING", "Leading", "leading", "_leading", "_LEADING", "-leading", "-LEADING",
            ],
        ),
        (
            "trailing_",
            [
                "trailing_",
                "TRAILING_",
                "Trailing",
                "trailing",
                "trailing_",
                "TRAILING_",
                "trailing-",
                "TRAILING-",
            ],
        ),
        (
            "r#type",
            ["type", "TYPE", "Type", "type", "type", "TYPE", "type", "TYPE"],
        ),
        (
            "min_ready_seconds",
            [
                "min_ready_seconds",
                "MIN_READY_SECONDS",
                "MinReadySeconds",
                "minReadySeconds",
                "min_ready_seconds",
                "MIN_READY_SECONDS",
                "min-ready-seconds",
                "MIN-READY-SECONDS",
            ],
        ),
        (
            "pod_ip_v4",
            [
                "pod_ip_v4",
                "POD_IP_V4",
                "PodIpV4",
                "podIpV4",
                "pod_ip_v4",
                "POD_IP_V4",
                "pod-ip-v4",
                "POD-IP-V4",
            ],
        ),
    ];

    /// (variant identifier, same rule order as FIELD_TABLE)
    const VARIANT_TABLE: &[(&str, [&str; 8])] = &[
        ("A", ["a", "A", "A", "a", "a", "A", "a", "A"]),
        (
            "FieldName",
            [
                "fieldname",
                "FIELDNAME",
                "FieldName",
                "fieldName",
                "field_name",
                "FIELD_NAME",
                "field-name",
                "FIELD-NAME",
            ],
        ),
        (
            "HTTPServer",
            [
                "httpserver",
                "HTTPSERVER",
                "HTTPServer",
                "hTTPServer",
                "h_t_t_p_server",
                "H_T_T_P_SERVER",
                "h-t-t-p-server",
                "H-T-T-P-SERVER",
            ],
        ),
        (
            "Item1",
            ["item1", "ITEM1", "Item1", "item1", "item1", "ITEM1", "item1", "ITEM1"],
        ),
        (
            "V2Beta1",
            [
                "v2beta1", "V2BETA1", "V2Beta1", "v2Beta1", "v2_beta1", "V2_BETA1", "v2-beta1", "V2-BETA1",
            ],
        ),
        (
            "r#Type",
            ["type", "TYPE", "Type", "type", "type", "TYPE", "type", "TYPE"],
        ),
    ];

    #[test]
    fn field_rule_table() {
        for (field, expected) in FIELD_TABLE {
            let id = ident(field);
            for (rule, want) in RULES.iter().zip(expected.iter()) {
                let container = ContainerAttrs {
                    rename_all_serialize: Some(*rule),
                    ..Default::default()
                };
                let got = field_json_name(&id, &FieldAttrs::default(), &container);
                assert_eq!(&got, want, "field {field} with {rule:?}");
            }
            // No rule: the identifier without r#.
            let plain = field_json_name(&id, &FieldAttrs::default(), &ContainerAttrs::default());
            assert_eq!(plain, field.trim_start_matches("r#"));
        }
    }

    #[test]
    fn variant_rule_table() {
        for (variant, expected) in VARIANT_TABLE {
            let id = ident(variant);
            for (rule, want) in RULES.iter().zip(expected.iter()) {
                let container = ContainerAttrs {
                    rename_all_serialize: Some(*rule),
                    ..Default::default()
                };
                let got = variant_json_name(&id, &VariantAttrs::default(), &container);
                assert_eq!(&got, want, "variant {variant} with {rule:?}");
            }
            let plain = variant_json_name(&id, &VariantAttrs::default(), &ContainerAttrs::default());
            assert_eq!(plain, variant.trim_start_matches("r#"));
        }
    }

    #[test]
    fn rules_on_odd_strings_do_not_panic() {
        for rule in RULES.iter().chain([RenameRule::None].iter()) {
            for s in ["", "_", "__", "é", "Éa", "ß_x", "a__b", "1"] {
                let _ = rule.apply_to_field(s);
                let _ = rule.apply_to_variant(s);
            }
        }
        assert_eq!(RenameRule::CamelCase.apply_to_field("__"), "");
        assert_eq!(RenameRule::CamelCase.apply_to_variant(""), "");
        assert_eq!(RenameRule::CamelCase.apply_to_variant("Éa"), "Éa");
    }

    #[test]
    fn from_str_accepts_serde_spellings_only() {
        for (name, rule) in RENAME_RULES {
            assert_eq!(RenameRule::from_str(name), Ok(*rule));
            assert_eq!(name.parse::<RenameRule>(), Ok(*rule));
            assert_eq!(rule.as_str(), *name);
            assert_eq!(rule.to_string(), *name);
        }
        let err = RenameRule::from_str("camelcase").unwrap_err();
        assert_eq!(
            err,
            "unknown rename rule `rename_all = \"camelcase\"`, expected one of \"lowercase\", \
             \"UPPERCASE\", \"PascalCase\", \"camelCase\", \"snake_case\", \"SCREAMING_SNAKE_CASE\", \
             \"kebab-case\", \"SCREAMING-KEBAB-CASE\""
        );
        assert!(RenameRule::from_str("none").is_err());
        assert!(RenameRule::from_str("").is_err());
    }

    fn field(src: &str) -> syn::Field {
        let item: syn::ItemStruct = syn::parse_str(&format!("struct S {{ {src} }}")).unwrap();
        item.fields.into_iter().next().unwrap()
    }

    fn field_of(src: &str) -> Result<FieldAttrs, AttrError> {
        field_attrs(&field(src).attrs)
    }

    fn item_struct(src: &str) -> syn::ItemStruct {
        syn::parse_str(src).unwrap()
    }

    fn variant(src: &str) -> syn::Variant {
        let item: syn::ItemEnum = syn::parse_str(&format!("enum E {{ {src} }}")).unwrap();
        item.variants.into_iter().next().unwrap()
    }

    #[test]
    fn field_rename_forms() {
        let f = field_of(r#"#[serde(rename = "x")] a: u8"#).unwrap();
        assert_eq!(f.rename_serialize.as_deref(), Some("x"));
        let f = field_of(r#"#[serde(rename(serialize = "x"))] a: u8"#).unwrap();
        assert_eq!(f.rename_serialize.as_deref(), Some("x"));
        let f = field_of(r#"#[serde(rename(serialize = "x", deserialize = "y"))] a: u8"#).unwrap();
        assert_eq!(f.rename_serialize.as_deref(), Some("x"));
        let f = field_of(r#"#[serde(rename(deserialize = "y", serialize = "x"))] a: u8"#).unwrap();
        assert_eq!(f.rename_serialize.as_deref(), Some("x"));
        let f = field_of(r#"#[serde(rename(deserialize = "y"))] a: u8"#).unwrap();
        assert_eq!(f.rename_serialize, None);
        // Several deserialize names are allowed on fields.
        let f = field_of(r#"#[serde(rename(deserialize = "y", deserialize = "z"))] a: u8"#).unwrap();
        assert_eq!(f.rename_serialize, None);
    }

    #[test]
    fn json_name_precedence() {
        let container = ContainerAttrs {
            rename_all_serialize: Some(RenameRule::CamelCase),
            ..Default::default()
        };
        let f = field(r#"#[serde(rename = "X_y")] field_name: u8"#);
        let attrs = field_attrs(&f.attrs).unwrap();
        assert_eq!(field_json_name(f.ident.as_ref().unwrap(), &attrs, &container), "X_y");
        let f = field(r#"#[serde(rename(deserialize = "y"))] field_name: u8"#);
        let attrs = field_attrs(&f.attrs).unwrap();
        assert_eq!(
            field_json_name(f.ident.as_ref().unwrap(), &attrs, &container),
            "fieldName"
        );
        let f = field(r#"r#type: u8"#);
        let attrs = field_attrs(&f.attrs).unwrap();
        assert_eq!(
            field_json_name(f.ident.as_ref().unwrap(), &attrs, &ContainerAttrs::default()),
            "type"
        );

        let v = variant(r#"#[serde(rename = "custom")] FieldName"#);
        let attrs = variant_attrs(&v.attrs).unwrap();
        assert_eq!(variant_json_name(&v.ident, &attrs, &container), "custom");
        let v = variant("FieldName");
        let attrs = variant_attrs(&v.attrs).unwrap();
        assert_eq!(variant_json_name(&v.ident, &attrs, &container), "fieldName");
    }

    #[test]
    fn flags_and_several_keys() {
        let f = field_of(r#"#[serde(flatten)] a: u8"#).unwrap();
        assert!(f.flatten && !f.skip);
        let f = field_of(r#"#[serde(skip)] a: u8"#).unwrap();
        assert!(f.skip);
        let f = field_of(r#"#[serde(skip_serializing)] a: u8"#).unwrap();
        assert!(f.skip);
        let f = field_of(r#"#[serde(skip_serializing_if = "Option::is_none")] a: u8"#).unwrap();
        assert!(!f.skip);
        let f = field_of(r#"#[serde(skip_deserializing)] a: u8"#).unwrap();
        assert!(!f.skip);
        let f = field_of(
            r#"#[serde(default, rename = "b", skip_serializing_if = "Vec::is_empty")]
               #[serde(flatten)]
               #[doc = "docs"]
               #[allow(dead_code)]
               a: u8"#,
        )
        .unwrap();
        assert_eq!(f.rename_serialize.as_deref(), Some("b"));
        assert!(f.flatten && !f.skip);
    }

    #[test]
    fn ignored_keys_in_all_forms() {
        let f = field_of(
            r#"#[serde(default, default = "path::to", with = "m", deserialize_with = "d",
                       serialize_with = "s", alias = "x", alias = "y", borrow, borrow = "'a",
                       bound(serialize = "T: Clone", deserialize = "T: Default"),
                       bound = "T: Foo<A, B>", getter = "Self::get", crate = "serde",
                       unknown_key, unknown_value = 1 + 2, unknown_list(a, b(c), d = "e"),
                       unknown_path = foo::bar::<A, B>,
                       rename = "z",)]
               a: u8"#,
        )
        .unwrap();
        assert_eq!(f.rename_serialize.as_deref(), Some("z"));

        let item = item_struct(
            r#"#[serde(deny_unknown_fields, tag = "kind", content = "c", untagged,
                       rename_all_fields = "camelCase", from = "X", try_from = "Y", into = "Z",
                       remote = "W", expecting = "e", default, bound(serialize = ""))]
               #[serde(rename_all = "camelCase", rename = "Outer")]
               #[serde(transparent)]
               struct S { a: u8 }"#,
        );
        let c = container_attrs(&item.attrs).unwrap();
        assert_eq!(c.rename_all_serialize, Some(RenameRule::CamelCase));
        assert_eq!(c.rename.as_deref(), Some("Outer"));
        assert!(c.transparent);
    }

    #[test]
    fn rename_all_forms() {
        let c = container_attrs(&item_struct(r#"#[serde(rename_all = "kebab-case")] struct S;"#).attrs).unwrap();
        assert_eq!(c.rename_all_serialize, Some(RenameRule::KebabCase));
        let c = container_attrs(
            &item_struct(
                r#"#[serde(rename_all(serialize = "SCREAMING_SNAKE_CASE", deserialize = "camelCase"))] struct S;"#,
            )
            .attrs,
        )
        .unwrap();
        assert_eq!(c.rename_all_serialize, Some(RenameRule::ScreamingSnakeCase));
        let c = container_attrs(&item_struct(r#"#[serde(rename_all(deserialize = "camelCase"))] struct S;"#).attrs)
            .unwrap();
        assert_eq!(c.rename_all_serialize, None);
        let c = container_attrs(&item_struct(r#"#[serde(rename(serialize = "Ser"))] struct S;"#).attrs).unwrap();
        assert_eq!(c.rename.as_deref(), Some("Ser"));
        assert_eq!(c.rename_all_serialize, None);
        let c = container_attrs(&item_struct(r#"#[serde()] #[serde] struct S;"#).attrs);
        assert!(c.is_err(), "bare #[serde] is malformed");
        let c = container_attrs(&item_struct(r#"#[serde()] struct S;"#).attrs).unwrap();
        assert_eq!(c.rename_all_serialize, None);

        let v = variant(r#"#[serde(rename_all = "camelCase", skip_serializing)] A { b_c: u8 }"#);
        let va = variant_attrs(&v.attrs).unwrap();
        assert_eq!(va.rename_all, Some(RenameRule::CamelCase));
        assert!(va.skip);
        assert_eq!(va.rename_serialize, None);
        let v = variant(r#"#[serde(skip, other, alias = "b")] A"#);
        let va = variant_attrs(&v.attrs).unwrap();
        assert!(va.skip);
    }

    #[test]
    fn cfg_attr_serde_is_read() {
        let f = field_of(r#"#[cfg_attr(feature = "serde", serde(rename = "x"), serde(flatten))] a: u8"#).unwrap();
        assert_eq!(f.rename_serialize.as_deref(), Some("x"));
        assert!(f.flatten);
        let f = field_of(r#"#[cfg_attr(a, cfg_attr(b, serde(skip)))] a: u8"#).unwrap();
        assert!(f.skip);
        let f = field_of(r#"#[cfg_attr(feature = "x", derive(Debug))] #[cfg_attr(x)] a: u8"#).unwrap();
        assert!(!f.skip && f.rename_serialize.is_none());
        assert!(field_of(r#"#[cfg_attr(feature = "serde", serde(rename = 1))] a: u8"#).is_err());
    }

    fn err_of_field(src: &str) -> AttrError {
        match field_of(src) {
            Ok(attrs) => panic!("expected an error for {src}, got {attrs:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn malformed_attributes_are_errors_with_spans() {
        let e = err_of_field("#[serde(rename = 1)] a: u8");
        assert_eq!(
            e.message,
            "expected serde rename attribute to be a string: `rename = \"...\"`"
        );
        // `field_of` parses `struct S { #[serde(rename = 1)] a: u8 }`: the
        // literal `1` is at (0-based) column 28 of line 1.
        assert_eq!((e.span.start().line, e.span.start().column), (1, 28));

        let e = err_of_field("#[serde(rename(serialize = 1))] a: u8");
        assert_eq!(
            e.message,
            "expected serde rename attribute to be a string: `serialize = \"...\"`"
        );

        let e = err_of_field(r#"#[serde(rename(other = "x"))] a: u8"#);
        assert_eq!(
            e.message,
            "malformed rename attribute, expected `rename(serialize = ..., deserialize = ...)`"
        );
        let e = err_of_field(r#"#[serde(rename)] a: u8"#);
        assert!(e.message.contains("expected"), "{}", e.message);
        let e = err_of_field(r#"#[serde(rename = "a" "b")] a: u8"#);
        assert!(e.message.contains("expected `,`"), "{}", e.message);
        let e = err_of_field(r#"#[serde(flatten = true)] a: u8"#);
        assert!(e.message.contains("expected `,`"), "{}", e.message);
        let e = err_of_field(r#"#[serde(rename = "a"x)] a: u8"#);
        assert_eq!(e.message, "unexpected suffix `x` on string literal");
        let e = err_of_field(r#"#[serde(default = )] a: u8"#);
        assert_eq!(e.message, "expected a value after `=`");
        let e = err_of_field(r#"#[serde = "x"] a: u8"#);
        assert!(e.message.contains("parentheses"), "{}", e.message);
        let e = err_of_field(r#"#[serde(rename = "a", rename = "b")] a: u8"#);
        assert_eq!(e.message, "duplicate serde attribute `rename`");
        let e = err_of_field(r#"#[serde(rename = "a")] #[serde(rename(serialize = "b"))] a: u8"#);
        assert_eq!(e.message, "duplicate serde attribute `rename`");
        let e = err_of_field(r#"#[serde(skip, skip_serializing)] a: u8"#);
        assert_eq!(e.message, "duplicate serde attribute `skip_serializing`");
        let e = err_of_field(r#"#[serde(, )] a: u8"#);
        assert!(!e.message.is_empty());
        let e = err_of_field(r#"#[serde(weird[x])] a: u8"#);
        assert!(!e.message.is_empty());
    }

    #[test]
    fn unknown_rename_all_rule_is_an_error_at_the_literal() {
        let item = item_struct("#[serde(rename_all = \"camelcase\")]\nstruct S;");
        let e = container_attrs(&item.attrs).unwrap_err();
        assert!(
            e.message
                .starts_with("unknown rename rule `rename_all = \"camelcase\"`"),
            "{}",
            e.message
        );
        assert_eq!(e.span.start().line, 1);
        assert_eq!(e.span.start().column, 21);
        // An unknown deserialize rule is an error too (serde rejects it).
        let item = item_struct(r#"#[serde(rename_all(serialize = "camelCase", deserialize = "Nope"))] struct S;"#);
        let e = container_attrs(&item.attrs).unwrap_err();
        assert!(e.message.contains("\"Nope\""), "{}", e.message);
        let v = variant(r#"#[serde(rename_all = "nope")] A { b: u8 }"#);
        assert!(variant_attrs(&v.attrs).is_err());
    }

    #[test]
    fn other_attributes_are_ignored() {
        let f =
            field_of(r#"#[doc = "x"] #[validate(rename = 1)] #[serde_with::skip] #[path::serde(x)] a: u8"#).unwrap();
        assert!(f.rename_serialize.is_none() && !f.skip && !f.flatten);
    }

    #[test]
    fn attr_error_conversions() {
        let e: AttrError = syn::Error::new(Span::call_site(), "boom").into();
        assert_eq!(e.to_string(), "boom");
        let e = AttrError::new("x", Span::call_site());
        assert_eq!(e.message, "x");
    }
}

/// Proof that the names above are serde's: for every rule, the same struct
/// and enum source is compiled with `#[derive(Serialize)]` and parsed with
/// syn, and serde_json's output is compared with `field_json_name` /
/// `variant_json_name`.
#[cfg(test)]
mod serde_roundtrip_tests {
    use super::*;

    /// Emits the item and `const SRC: &str` holding the same item's source.
    macro_rules! item_with_source {
        ($($item:tt)*) => {
            $($item)*
            const SRC: &str = stringify!($($item)*);
        };
    }

    /// JSON object keys in the order serde_json writes them.
    fn ordered_keys(json: &str) -> Vec<String> {
        let inner = json.trim().trim_start_matches('{').trim_end_matches('}');
        if inner.is_empty() {
            return Vec::new();
        }
        inner
            .split(',')
            .map(|pair| {
                let key = pair.split(':').next().unwrap();
                serde_json::from_str::<String>(key).unwrap()
            })
            .collect()
    }

    fn our_field_names(src: &str) -> Vec<String> {
        let item: syn::ItemStruct = syn::parse_str(src).unwrap();
        let container = container_attrs(&item.attrs).unwrap();
        item.fields
            .iter()
            .filter_map(|f| {
                let attrs = field_attrs(&f.attrs).unwrap();
                if attrs.skip {
                    return None;
                }
                Some(field_json_name(f.ident.as_ref().unwrap(), &attrs, &container))
            })
            .collect()
    }

    fn our_variant_names(src: &str) -> Vec<String> {
        let item: syn::ItemEnum = syn::parse_str(src).unwrap();
        let container = container_attrs(&item.attrs).unwrap();
        item.variants
            .iter()
            .map(|v| variant_json_name(&v.ident, &variant_attrs(&v.attrs).unwrap(), &container))
            .collect()
    }

    fn check_struct<T: serde::Serialize>(value: &T, src: &str) {
        let ours = our_field_names(src);
        // Object keys, as serde_json::to_value sees them.
        let json_value = serde_json::to_value(value).unwrap();
        let mut value_keys: Vec<String> = json_value.as_object().unwrap().keys().cloned().collect();
        value_keys.sort();
        let mut ours_sorted = ours.clone();
        ours_sorted.sort();
        assert_eq!(value_keys, ours_sorted, "keys of {src}");
        // And field by field, in declaration order.
        let text = serde_json::to_string(value).unwrap();
        assert_eq!(ordered_keys(&text), ours, "ordered keys of {src}");
    }

    fn check_enum<T: serde::Serialize>(values: &[T], src: &str) {
        let ours = our_variant_names(src);
        let theirs: Vec<String> = values
            .iter()
            .map(|v| serde_json::to_value(v).unwrap().as_str().unwrap().to_owned())
            .collect();
        assert_eq!(theirs, ours, "variants of {src}");
    }

    macro_rules! roundtrip_rule {
        ($test:ident, $rule:tt) => {
            #[test]
            fn $test() {
                mod s {
                    item_with_source! {
                        #[derive(serde::Serialize, Default)]
                        #[serde(rename_all = $rule)]
                        #[allow(dead_code)]
                        pub struct S {
                            a: u8,
                            field_name: u8,
                            http_server: u8,
                            a_b_c: u8,
                            field1: u8,
                            x_1_y: u8,
                            _leading: u8,
                            trailing_: u8,
                            r#type: u8,
                            min_ready_seconds: u8,
                            pod_ip_v4: u8,
                            #[serde(rename = "explicit_Name")]
                            renamed: u8,
                            #[serde(rename(deserialize = "only_de"))]
                            de_only_rename: u8,
                            #[serde(rename(serialize = "serName", deserialize = "deName"))]
                            both_renamed: u8,
                            #[serde(skip)]
                            skipped: u8,
                            #[serde(skip_serializing)]
                            not_serialized: u8,
                            #[serde(skip_serializing_if = "never", default)]
                            maybe_value: u8,
                        }
                    }
                    fn never(_: &u8) -> bool {
                        false
                    }
                    pub const STRUCT_SRC: &str = SRC;
                }
                mod e {
                    item_with_source! {
                        #[derive(serde::Serialize)]
                        #[serde(rename_all = $rule)]
                        #[allow(dead_code, clippy::upper_case_acronyms)]
                        pub enum E {
                            A,
                            FieldName,
                            HTTPServer,
                            Item1,
                            V2Beta1,
                            r#Type,
                            #[serde(rename = "custom-Name")]
                            Renamed,
                            #[serde(rename(deserialize = "only_de"))]
                            DeOnly,
                        }
                    }
                    pub const ENUM_SRC: &str = SRC;
                }
                check_struct(&s::S::default(), s::STRUCT_SRC);
                check_enum(
                    &[
                        e::E::A,
                        e::E::FieldName,
                        e::E::HTTPServer,
                        e::E::Item1,
                        e::E::V2Beta1,
                        e::E::r#Type,
                        e::E::Renamed,
                        e::E::DeOnly,
                    ],
                    e::ENUM_SRC,
                );
            }
        };
    }

    roundtrip_rule!(roundtrip_lowercase, "lowercase");
    roundtrip_rule!(roundtrip_uppercase, "UPPERCASE");
    roundtrip_rule!(roundtrip_pascal_case, "PascalCase");
    roundtrip_rule!(roundtrip_camel_case, "camelCase");
    roundtrip_rule!(roundtrip_snake_case, "snake_case");
    roundtrip_rule!(roundtrip_screaming_snake_case, "SCREAMING_SNAKE_CASE");
    roundtrip_rule!(roundtrip_kebab_case, "kebab-case");
    roundtrip_rule!(roundtrip_screaming_kebab_case, "SCREAMING-KEBAB-CASE");

    #[test]
    fn roundtrip_no_rule_and_split_rules() {
        mod plain {
            item_with_source! {
                #[derive(serde::Serialize, Default)]
                #[allow(dead_code)]
                pub struct S {
                    field_name: u8,
                    r#type: u8,
                    _leading: u8,
                    #[serde(rename = "x")]
                    renamed: u8,
                }
            }
            pub const STRUCT_SRC: &str = SRC;
        }
        check_struct(&plain::S::default(), plain::STRUCT_SRC);

        mod split {
            item_with_source! {
                #[derive(serde::Serialize, Default)]
                #[serde(rename_all(serialize = "camelCase", deserialize = "kebab-case"), deny_unknown_fields)]
                #[serde(default)]
                #[allow(dead_code)]
                pub struct S {
                    field_name: u8,
                    #[serde(alias = "other", default)]
                    http_server: u8,
                }
            }
            pub const STRUCT_SRC: &str = SRC;
        }
        check_struct(&split::S::default(), split::STRUCT_SRC);

        mod de_only {
            item_with_source! {
                #[derive(serde::Serialize, Default)]
                #[serde(rename_all(deserialize = "camelCase"))]
                #[allow(dead_code)]
                pub struct S {
                    field_name: u8,
                }
            }
            pub const STRUCT_SRC: &str = SRC;
        }
        check_struct(&de_only::S::default(), de_only::STRUCT_SRC);
    }
}
