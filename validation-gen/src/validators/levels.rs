//! Validation levels: `k8s:alpha=+<tag>` and
//! `k8s:beta=+<tag>` mark every error of the wrapped tag, so callers can
//! enforce or shadow it.

use crate::tags::{LiteralKind, Tag};

use super::{
    ArgDecl, Level, PayloadKind, Registry, SchemaMeaning, Scope, Stability, TagContext, TagDecl, TagError,
    TagValidator, Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(Marks {
        name: "k8s:alpha",
        level: Level::Alpha,
        description: "Marks every error of the wrapped tag as alpha (`FieldError::stability_level`): reported, never \
                      enforced (shadow mode); the caller decides what to do with it. `since` is informational. The lint \
                      wants it outermost in a chain.",
        example: r#"/// +k8s:optional
/// +k8s:alpha(since: "1.35")=+k8s:maximum=10
pub replicas: Option<i32>,"#,
    });
    registry.register(Marks {
        name: "k8s:beta",
        level: Level::Beta,
        description: "Marks every error of the wrapped tag as beta (`FieldError::stability_level`): enforced when the \
                      caller enables beta enforcement. `since` is informational. The lint wants it outermost in a chain.",
        example: r#"/// +k8s:optional
/// +k8s:beta=+k8s:format=k8s-short-name
pub host: Option<String>,"#,
    });
}

struct Marks {
    name: &'static str,
    level: Level,
    description: &'static str,
    example: &'static str,
}

impl TagValidator for Marks {
    /// A CRD rule always rejects: a check whose errors the caller may only
    /// report (or enforce on request) has none.
    fn schema(&self, _ctx: &TagContext<'_>, _tag: &Tag) -> SchemaMeaning {
        let level = match self.level {
            Level::Alpha => "alpha",
            _ => "beta",
        };
        SchemaMeaning::Unsaid(format!(
            "marks its errors {level}, which callers report or enforce as they choose; a CRD has no levels (its \
             rules always reject), so the check is left out"
        ))
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new(self.name, Scope::VALUES, Stability::Beta)
            .payload(PayloadKind::Tag, true)
            .arg(ArgDecl {
                name: Some("since"),
                kind: LiteralKind::String,
                required: false,
                description: "the release the level was introduced in, `<major>.<minor>` (informational)",
            })
            .docs(self.description, self.example)
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        if let Some(since) = tag.arg("since") {
            let version = since.value.as_str().unwrap_or_default();
            if !is_version(version) || !since.raw.starts_with(['"', '`']) {
                return Err(TagError::new(format!(
                    "`since` must be a quoted version such as \"1.35\", not {}",
                    since.raw
                ))
                .at(since.value_span));
            }
        }
        let payload = ctx.payload(tag)?;
        let level = self.level;
        let mut v = ctx.evaluate(payload)?.map_checks(|c| c.level = level);
        // The uniqueness check of a wrapped listType/unique inherits the level.
        for kind in [&mut v.list.list_type, &mut v.list.unique].into_iter().flatten() {
            kind.1 = level;
        }
        Ok(v)
    }
}

/// `^\d+\.\d+$`.
fn is_version(s: &str) -> bool {
    let mut parts = s.split('.');
    let digits = |p: Option<&str>| p.is_some_and(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    digits(parts.next()) && digits(parts.next()) && parts.next().is_none()
}
