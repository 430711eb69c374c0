//! Every format as `x-kubernetes-validations` rules in the CEL the API
//! server has from Kubernetes 1.28 on (standard functions, the strings and
//! regex extensions, the Kubernetes list library): one rule per message
//! the Rust check can give, with its words, so a value gets the Rust
//! errors at the same path, one error per message.
//!
//! Two differences cannot be helped: a rule reports Invalid where the Rust
//! check reports TooLong (same detail), and a rule gives one error, so a
//! resource pool name reports its first bad segment of each kind where the
//! Rust check reports every one. (A third keeps a rule cheap: a pool
//! name's segment is too long by its characters, not its bytes; see
//! [`resource_pool_name`].)
//!
//! Kubernetes' CEL `format` library is not used: its `validate` returns
//! all of a value's messages as one list, which a rule can only report as
//! one error.
//!
//! The messages are the runtime's own, taken from it for a value that gives
//! exactly that message, so the two cannot drift apart.

use validation_runtime::{content, FieldError, Path};

use super::lowering::{self, Rule};

/// The byte limits of the resource formats, as the runtime checks them.
const RESOURCE_POOL_NAME_MAX_LENGTH: usize = 253;
const RESOURCE_PREFIX_MAX_LENGTH: usize = 63;
const RESOURCE_NAME_MAX_LENGTH: usize = 32;

/// The rules of format `name` on the rule's own value, one per message the
/// Rust check can give; none for a name the generator does not accept.
pub(crate) fn rules(name: &str) -> Vec<Rule> {
    rules_on(name, "self")
}

/// [`rules`] for the string `value` (a CEL expression, e.g. a map key
/// bound by `all`) rather than `self`.
pub(crate) fn rules_on(name: &str, value: &str) -> Vec<Rule> {
    let value = Text::new(value);
    match name {
        "k8s-short-name" => short_name(&value),
        "k8s-long-name" => vec![
            length(&value, content::DNS1123_SUBDOMAIN_MAX_LENGTH),
            Rule::new(whole(&value, content::DNS1123_SUBDOMAIN_FMT), subdomain_message()),
        ],
        "k8s-long-name-caseless" => vec![
            length(&value, content::DNS1123_SUBDOMAIN_MAX_LENGTH),
            Rule::new(
                value.matches(&format!("(?i)^{}$", content::DNS1123_SUBDOMAIN_FMT)),
                first(content::dns1123_subdomain_caseless("-")),
            ),
        ],
        "k8s-label-key" => label_key(&value, true),
        "k8s-prefixed-label-key" => {
            let mut rules = label_key(&value, true);
            // A key that is valid but has no prefix: a valid name alone.
            rules.push(Rule::new(
                format!(
                    "{} || {} > {} || !{}",
                    value.contains("/"),
                    value.bytes(),
                    content::LABEL_KEY_MAX_LENGTH,
                    whole(&value, content::LABEL_KEY_FMT)
                ),
                first(content::prefixed_label_key("a")),
            ));
            rules
        }
        "k8s-label-value" => vec![
            length(&value, content::LABEL_VALUE_MAX_LENGTH),
            Rule::new(
                whole(&value, content::LABEL_VALUE_FMT),
                first(content::label_value("-")),
            ),
        ],
        "k8s-path-segment-name" => path_segment_name(&value),
        // The length test first: a long value is not scanned.
        "k8s-uuid" => vec![Rule::new(
            format!(
                "{} == 36 && {}",
                value.bytes(),
                value.matches("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
            ),
            content::UUID_ERR_MSG,
        )],
        "k8s-resource-pool-name" => resource_pool_name(&value),
        "k8s-extended-resource-name" => extended_resource_name(&value),
        "k8s-resource-fully-qualified-name" => resource_fully_qualified_name(&value),
        _ => Vec::new(),
    }
}

/// A string-valued CEL expression and the parts of it the rules test.
struct Text(String);

impl Text {
    fn new(expression: &str) -> Text {
        Text(expression.to_owned())
    }

    /// `v.matches('pattern')`.
    fn matches(&self, pattern: &str) -> String {
        format!("{}.matches({})", self.0, lowering::string(pattern))
    }

    fn contains(&self, needle: &str) -> String {
        format!("{}.contains({})", self.0, lowering::string(needle))
    }

    fn starts_with(&self, prefix: &str) -> String {
        format!("{}.startsWith({})", self.0, lowering::string(prefix))
    }

    fn ends_with(&self, suffix: &str) -> String {
        format!("{}.endsWith({})", self.0, lowering::string(suffix))
    }

    /// The length in bytes, as the Rust checks count (CEL's `size` of a
    /// string counts code points).
    fn bytes(&self) -> String {
        format!("size(bytes({}))", self.0)
    }

    /// More than one `/` (`[^/]` also matches a newline).
    fn several_slashes(&self) -> String {
        self.matches("/[^/]*/")
    }

    /// The text before the first `/`; only for a text that has one
    /// (`substring(0, -1)` is an error).
    fn before_slash(&self) -> Text {
        Text(format!("{0}.substring(0, {0}.indexOf('/'))", self.0))
    }

    /// The text after the first `/` (the whole text when there is none:
    /// `indexOf` gives -1).
    fn after_slash(&self) -> Text {
        Text(format!("{0}.substring({0}.indexOf('/') + 1)", self.0))
    }
}

/// The first message of a runtime check, for a value that gives it first.
fn first(messages: Vec<String>) -> String {
    messages.into_iter().next().unwrap_or_default()
}

/// The whole of `value` matches `pattern`.
fn whole(value: &Text, pattern: &str) -> String {
    value.matches(&format!("^{pattern}$"))
}

/// At most `max` bytes, with the content checks' message.
fn length(value: &Text, max: usize) -> Rule {
    Rule::new(format!("{} <= {max}", value.bytes()), content::max_len_error(max))
}

/// The detail of the runtime's TooLong error for `max` bytes (a rule
/// reports it as Invalid).
fn too_long(max: usize) -> String {
    FieldError::too_long(&Path::root(), i64::try_from(max).unwrap_or(i64::MAX)).detail
}

fn subdomain_message() -> String {
    first(content::dns1123_subdomain("-"))
}

fn short_name(value: &Text) -> Vec<Rule> {
    // A subdomain fails a label only by its dots.
    let message = format!(
        "{} ? 'must not contain dots' : {}",
        whole(value, content::DNS1123_SUBDOMAIN_FMT),
        lowering::string(&first(content::dns1123_label("-")))
    );
    vec![
        length(value, content::DNS1123_LABEL_MAX_LENGTH),
        Rule::computed(whole(value, content::DNS1123_LABEL_FMT), message),
    ]
}

/// A label key: an optional subdomain prefix and `/`, then a name. The
/// checks of the prefix and the name hold only for at most one `/` (three
/// parts give one message of their own). `may_start_with_slash` is false
/// for a key built with a non-empty literal prefix, whose prefix is never
/// empty.
fn label_key(key: &Text, may_start_with_slash: bool) -> Vec<Rule> {
    let several = key.several_slashes();
    let has_slash = key.contains("/");
    let prefix = key.before_slash();
    let name = key.after_slash();
    let message = |sample: &str| first(content::label_key(sample));
    let mut rules = vec![Rule::new(format!("!{several}"), message("a/b/c"))];
    if may_start_with_slash {
        rules.push(Rule::new(
            format!("{several} || !{}", key.starts_with("/")),
            message("/a"),
        ));
    }
    let too_long_prefix = format!("{}/a", "a".repeat(content::DNS1123_SUBDOMAIN_MAX_LENGTH + 1));
    rules.extend([
        Rule::new(
            format!(
                "{several} || !{has_slash} || {} <= {}",
                prefix.bytes(),
                content::DNS1123_SUBDOMAIN_MAX_LENGTH
            ),
            message(&too_long_prefix),
        ),
        Rule::new(
            format!(
                "{several} || !{has_slash} || {} || {}",
                key.starts_with("/"),
                key.matches(&format!("^{}/", content::DNS1123_SUBDOMAIN_FMT))
            ),
            message("A/a"),
        ),
        Rule::new(
            format!("{several} || ({} != '' && !{})", key.0, key.ends_with("/")),
            message("a/"),
        ),
        Rule::new(
            format!("{several} || {} <= {}", name.bytes(), content::LABEL_KEY_MAX_LENGTH),
            message(&"a".repeat(content::LABEL_KEY_MAX_LENGTH + 1)),
        ),
        Rule::new(
            format!(
                "{several} || {}",
                key.matches(&format!("(^|/){}$", content::LABEL_KEY_FMT))
            ),
            message("-"),
        ),
    ]);
    rules
}

fn path_segment_name(value: &Text) -> Vec<Rule> {
    let message = |sample: &str| first(content::path_segment_name(sample));
    vec![
        Rule::new(format!("{} != '.'", value.0), message(".")),
        Rule::new(format!("{} != '..'", value.0), message("..")),
        Rule::new(format!("!{}", value.contains("/")), message("/")),
        Rule::new(format!("!{}", value.contains("%")), message("%")),
    ]
}

/// `/`-separated long names. The whole is at most 253 bytes; each segment
/// must be non-empty, a subdomain and at most 253 bytes. A rule reports
/// the first segment of each kind that fails; the segment's number is in
/// the message.
fn resource_pool_name(value: &Text) -> Vec<Rule> {
    let sub = content::DNS1123_SUBDOMAIN_FMT;
    let max = RESOURCE_POOL_NAME_MAX_LENGTH;
    // "segment N: <message>", N the number of the segment after the
    // `/`-terminated prefix `head` matches (RE2 takes the longest run of
    // good segments). Formatted, not concatenated: the API server prices
    // a concatenation with `string(int)` as unbounded.
    let segment_after = |head: &str, message: &str| {
        segment_message(
            message,
            &format!("size({}.find({}).split('/')) - 1", value.0, lowering::string(head)),
        )
    };
    let no_empty_segment = format!(
        "{} != '' && !{} && !{} && !{}",
        value.0,
        value.starts_with("/"),
        value.ends_with("/"),
        value.contains("//")
    );
    vec![
        Rule::new(format!("{} <= {max}", value.bytes()), too_long(max)),
        Rule::computed(
            no_empty_segment,
            // The segments before the first empty one: the longest run of
            // non-empty ones, each ended by `/` (not `indexOf('')` of the
            // split, whose strings the API server cannot size).
            segment_after("^([^/]+/)*", "must not be empty"),
        ),
        // Segments are counted in characters here: a segment of more than
        // 253 bytes but fewer characters is non-ASCII, never a subdomain.
        Rule::computed(
            format!("!{}", value.matches(&format!("[^/]{{{}}}", max + 1))),
            segment_after(&format!("^([^/]{{0,{max}}}/)*"), &content::max_len_error(max)),
        ),
        // Every segment is empty or a subdomain: only subdomain characters,
        // and no segment or label starting or ending with `-` or `.`. (The
        // same as matching the subdomain grammar per segment, with a
        // pattern a quarter the length: the API server's estimated cost
        // of a regex grows with its length.)
        Rule::computed(
            format!(
                "{} && !{}",
                value.matches("^[-a-z0-9./]*$"),
                value.matches(r"(^|/)[-.]|[-.](/|$)|\.[-.]|-\.")
            ),
            segment_after(&format!("^(({sub})?/)*"), &subdomain_message()),
        ),
    ]
}

/// `'segment %d: <message>'.format([<number>])`: the strings library's
/// `format`, which the API server accepts in new rules from Kubernetes 1.30.
fn segment_message(message: &str, number: &str) -> String {
    format!(
        "{}.format([{number}])",
        lowering::string(&format!("segment %d: {}", message.replace('%', "%%")))
    )
}

/// A domain-prefixed name outside `kubernetes.io/`, not starting with
/// `requests.`, that is a label key once `requests.` is prepended.
fn extended_resource_name(value: &Text) -> Vec<Rule> {
    let mut rules = vec![
        Rule::new(
            value.contains("/"),
            "a name must be a domain-prefixed path, such as 'example.com/my-prop'",
        ),
        Rule::new(
            format!("!{}", value.contains("kubernetes.io/")),
            "must not have \"kubernetes.io/\" domain",
        ),
        Rule::new(
            format!("!{}", value.starts_with("requests.")),
            "must not have \"requests.\" prefix",
        ),
    ];
    rules.extend(label_key(&Text(format!("('requests.' + {})", value.0)), false));
    rules
}

/// `‹domain›/‹C identifier›`, or a C identifier alone (which also gets the
/// missing-slash message); three or more parts are not checked.
fn resource_fully_qualified_name(value: &Text) -> Vec<Rule> {
    let several = value.several_slashes();
    let has_slash = value.contains("/");
    let prefix = value.before_slash();
    let name = value.after_slash();
    let c_identifier = first(content::c_identifier("-"));
    vec![
        Rule::new(
            has_slash.clone(),
            "a fully qualified name must be a domain and a name separated by a slash",
        ),
        // The name, or the whole value without a `/`.
        Rule::new(
            format!("{several} || {} <= {RESOURCE_NAME_MAX_LENGTH}", name.bytes()),
            too_long(RESOURCE_NAME_MAX_LENGTH),
        ),
        Rule::new(
            format!(
                "{several} || {} || {}",
                value.ends_with("/"),
                value.matches(&format!("(^|/){}$", content::C_IDENTIFIER_FMT))
            ),
            c_identifier,
        ),
        Rule::new(
            format!("{several} || !{}", value.starts_with("/")),
            "prefix must not be empty",
        ),
        Rule::new(
            format!(
                "{several} || !{has_slash} || {} <= {RESOURCE_PREFIX_MAX_LENGTH}",
                prefix.bytes()
            ),
            too_long(RESOURCE_PREFIX_MAX_LENGTH),
        ),
        Rule::new(
            format!(
                "{several} || !{has_slash} || {} <= {}",
                prefix.bytes(),
                content::DNS1123_SUBDOMAIN_MAX_LENGTH
            ),
            format!(
                "prefix: {}",
                content::max_len_error(content::DNS1123_SUBDOMAIN_MAX_LENGTH)
            ),
        ),
        Rule::new(
            format!(
                "{several} || !{has_slash} || {} || {}",
                value.starts_with("/"),
                value.matches(&format!("^{}/", content::DNS1123_SUBDOMAIN_FMT))
            ),
            format!("prefix: {}", subdomain_message()),
        ),
        Rule::new(
            format!("{several} || !{}", value.ends_with("/")),
            "name must not be empty",
        ),
    ]
}

#[cfg(test)]
mod tests {
    #[cfg(feature = "cel")]
    use validation_schema::Schema;

    use super::*;
    use crate::validators::format::FORMATS;

    #[cfg(feature = "cel")]
    fn string(max_length: Option<i64>) -> Schema {
        Schema {
            type_: Some("string".into()),
            max_length,
            ..Schema::default()
        }
    }

    /// Every format has rules, and each compiles on a string with and
    /// without `maxLength` (a rule whose estimated cost is over the
    /// API server's limit does not compile); a limit makes each cheaper.
    #[cfg(feature = "cel")]
    #[test]
    fn every_format_has_rules_the_api_server_accepts() {
        for name in FORMATS {
            let found = rules(name);
            assert!(!found.is_empty(), "{name}");
            for rule in found {
                let rule = rule.build();
                let cost = |max_length| match validation_cel::compile(&rule, &string(max_length), false) {
                    Ok(compiled) => compiled.estimated_cost(),
                    Err(e) => panic!("{name}: `{}`: {e}", rule.rule),
                };
                let (unbounded, bounded) = (cost(None), cost(Some(253)));
                assert!(bounded <= unbounded, "{name}: `{}`", rule.rule);
                assert!(
                    unbounded <= validation_cel::cost::STATIC_ESTIMATED_COST_LIMIT as f64,
                    "{name}: `{}`",
                    rule.rule
                );
            }
        }
        assert!(rules("k8s-ip").is_empty());
    }

    /// On another value, the rules test that value instead of `self`.
    #[test]
    fn rules_on_another_value() {
        for name in FORMATS {
            let on_self: Vec<String> = rules(name).into_iter().map(|r| r.build().rule).collect();
            let on_key: Vec<String> = rules_on(name, "k").into_iter().map(|r| r.build().rule).collect();
            let renamed: Vec<String> = on_self
                .iter()
                .map(|r| {
                    r.replace("(self)", "(k)")
                        .replace("self.", "k.")
                        .replace("self ", "k ")
                        .replace("+ self)", "+ k)")
                })
                .collect();
            assert_eq!(on_key, renamed, "{name}");
            assert!(on_key.iter().all(|r| !r.contains("self")), "{name}: {on_key:?}");
        }
    }

    /// The messages are the runtime's, as its checks word them.
    #[test]
    fn messages_are_the_runtime_s() {
        let messages = |name: &str| -> Vec<String> { rules(name).into_iter().map(|r| r.build().message).collect() };
        assert_eq!(
            messages("k8s-path-segment-name"),
            [
                "may not be '.'",
                "may not be '..'",
                "may not contain '/'",
                "may not contain '%'"
            ]
        );
        assert_eq!(messages("k8s-uuid"), [content::UUID_ERR_MSG]);
        assert_eq!(
            messages("k8s-label-value"),
            [
                "must be no more than 63 bytes".to_owned(),
                first(content::label_value("-"))
            ]
        );
        let label_key = messages("k8s-label-key");
        assert_eq!(
            label_key.get(1..6),
            Some(
                &[
                    "prefix part must be non-empty".to_owned(),
                    "prefix part must be no more than 253 bytes".to_owned(),
                    format!("prefix part {}", subdomain_message()),
                    "name part must be non-empty".to_owned(),
                    "name part must be no more than 63 bytes".to_owned(),
                ][..]
            )
        );
        assert_eq!(too_long(32), "may not be more than 32 bytes");
    }
}
