//! `k8s:opaqueType`.

use crate::tags::Tag;

use super::{Registry, SchemaMeaning, Scope, Stability, TagContext, TagDecl, TagError, TagValidator, Validations};

pub fn register(registry: &mut Registry) {
    registry.register(OpaqueType);
}

struct OpaqueType;

impl TagValidator for OpaqueType {
    /// The value's schema still describes its type.
    fn schema(&self, _ctx: &TagContext<'_>, _tag: &Tag) -> SchemaMeaning {
        SchemaMeaning::Nothing
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:opaqueType", Scope::VALUES, Stability::Stable).docs(
            "Do not descend into the value's type: its own validation is not called here \
             (the tags on this field still run). Required for types the generator cannot read.",
            r#"pub struct Inner {
    /// +k8s:optional
    /// +k8s:minimum=0
    pub count: Option<i32>,
}

pub struct Outer {
    /// Inner's own validation is not called here.
    /// +k8s:optional
    /// +k8s:opaqueType
    pub inner: Option<Inner>,
}"#,
        )
    }

    fn validations(&self, _ctx: &TagContext<'_>, _tag: &Tag) -> Result<Validations, TagError> {
        Ok(Validations {
            opaque: true,
            ..Validations::default()
        })
    }
}
