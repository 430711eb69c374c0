//! The built-in kinds of `--kube-version` as a [`KindSource`]: the kinds
//! the release serves, each validated with its published structural
//! schema, and the API versions it no longer serves with the release that
//! removed them.

use std::collections::HashMap;
use std::sync::OnceLock;

use validation_builtins::{BuiltinKind, Builtins, KubeVersion, Lookup};
use validation_cel::{Environment, Rules, Validator};

use crate::crds::{KindSource, Served};

/// The kinds of one release; a kind's schema and validator are built the
/// first time a manifest of that kind comes, once for all workers.
pub struct BuiltinKinds<'b> {
    builtins: &'b Builtins,
    /// By kind, then the group-versions serving it (a few each): a
    /// lookup borrows its keys, allocating nothing.
    kinds: HashMap<&'b str, Vec<Lazy<'b>>>,
}

/// A kind and, once asked for, what serves it (`None` when its schema
/// cannot be built: the kind is then not served).
struct Lazy<'b> {
    kind: &'b BuiltinKind,
    served: OnceLock<Option<Served<'b>>>,
}

impl<'b> BuiltinKinds<'b> {
    /// The kinds `builtins` serve.
    pub fn new(builtins: &'b Builtins) -> Self {
        let mut kinds: HashMap<&'b str, Vec<Lazy<'b>>> = HashMap::new();
        for kind in builtins.kinds() {
            kinds.entry(kind.kind()).or_default().push(Lazy {
                kind,
                served: OnceLock::new(),
            });
        }
        BuiltinKinds { builtins, kinds }
    }
}

impl KindSource for BuiltinKinds<'_> {
    fn served(&self, group: &str, version: &str, kind: &str) -> Option<&Served<'_>> {
        let lazy = self
            .kinds
            .get(kind)?
            .iter()
            .find(|lazy| lazy.kind.group() == group && lazy.kind.version() == version)?;
        lazy.served
            .get_or_init(|| served(lazy.kind, self.builtins.version()))
            .as_ref()
    }

    fn not_served(&self, api_version: &str, kind: &str) -> Option<(String, String)> {
        match self.builtins.lookup(api_version, kind) {
            Lookup::NotServed(not_served) => Some((not_served.message(), not_served.hint())),
            Lookup::Served(_) | Lookup::Unknown => None,
        }
    }
}

fn served(kind: &BuiltinKind, version: KubeVersion) -> Option<Served<'_>> {
    let schema = kind.schema().ok()?;
    Some(Served {
        // Every built-in strategy resets `status` on create: it is not
        // validated with the main resource (its fields still decode).
        status_subresource: schema.properties.contains_key("status"),
        schema,
        // The release's wording (its schemas have no rules to compile).
        validator: Validator::compile_in(schema, &Rules::new(Environment::stored_expressions(version))),
        deprecation_warning: None,
        builtin: Some(kind),
    })
}
