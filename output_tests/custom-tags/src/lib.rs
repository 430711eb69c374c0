//! A tag defined outside validation-gen: `+example:multipleOf=N` requires an
//! integer to be a multiple of N. It shows the whole extension point: a
//! declaration (name, scopes, payload, docs), type checks with located
//! errors, and a check that calls a runtime function of the user's own
//! (`output_tests::custom::multiple_of`).

use validation_gen::tags::{parse_canonical_int, Literal, Tag};
use validation_gen::validators::{
    Call, CallArg, Check, PayloadKind, Rule, Scope, Stability, TagContext, TagDecl, TagError, TagValidator, Validations,
};
use validation_gen::Registry;

/// `+example:multipleOf=N`.
pub struct MultipleOf;

impl TagValidator for MultipleOf {
    fn decl(&self) -> TagDecl {
        TagDecl::new("example:multipleOf", Scope::VALUES, Stability::Stable)
            .payload(PayloadKind::Int, true)
            .docs(
                "The integer must be a multiple of N (N > 0). Reports Invalid with origin `multipleOf`.",
                r#"/// +k8s:optional
/// +example:multipleOf=5
pub step: Option<i32>,"#,
            )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let span = tag.value_span.unwrap_or(tag.name_span);
        let raw = tag.value_raw.as_deref().unwrap_or_default();
        let n = parse_canonical_int(raw).map_err(|e| TagError::new(e).at(span))?;
        if n <= 0 {
            return Err(TagError::new("the divisor must be greater than zero").at(span));
        }
        if !ctx.kind.is_integer() {
            return Err(TagError::new(format!(
                "tag \"{}\" can only be used on integer types, not on {}",
                tag.name,
                ctx.kind.describe()
            ))
            .at(tag.name_span));
        }
        Ok(Validations::check(Check::new(
            Rule::new("multipleOf").with(Literal::Int(n)),
            Call::Value {
                function: "crate::custom::multiple_of".into(),
                args: vec![CallArg::Int(n)],
            },
        )))
    }
}

/// The built-in tags plus this crate's.
pub fn registry() -> Registry {
    let mut registry = Registry::builtin();
    registry.register(MultipleOf);
    registry
}

#[cfg(test)]
mod tests {
    use validation_gen::docs::Reference;
    use validation_gen::Generator;

    /// The documented example generates with this registry (and needs it:
    /// without it the line is another tool's tag, ignored).
    #[test]
    fn the_documented_example_generates() {
        let reference = Reference::of(&super::registry()).registered_only();
        let [tag] = reference.tags.as_slice() else {
            panic!("expected only example:multipleOf, got {:?}", reference.tags)
        };
        assert_eq!(tag.name, "example:multipleOf");
        assert!(!tag.builtin);
        let dir = std::env::temp_dir().join(format!("custom-tags-docs-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("lib.rs");
        std::fs::write(&file, format!("pub struct Example {{\n{}\n}}\n", tag.example)).unwrap();
        let custom = Generator::with_registry(super::registry()).generate(&file);
        let builtin = Generator::new().generate(&file);
        std::fs::remove_dir_all(&dir).unwrap();
        let generation = custom.unwrap_or_else(|d| panic!("{}", d.render_all()));
        assert!(generation.files[0].contents.contains("crate::custom::multiple_of"));
        assert!(builtin.unwrap().files.is_empty());
    }
}
