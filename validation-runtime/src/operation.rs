//! The operation context every validator receives.

use std::collections::BTreeMap;

/// Create or update; patch and put are both updates. There is no delete.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OperationType {
    /// Creating an object.
    #[default]
    Create,
    /// Updating an object (patch or put).
    Update,
}

/// Declared validation options (usually feature gates) and their state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options(BTreeMap<String, bool>);

impl Options {
    /// No options declared.
    pub fn new() -> Options {
        Options(BTreeMap::new())
    }

    /// Declares option `name` as enabled or disabled.
    pub fn set(&mut self, name: impl Into<String>, enabled: bool) {
        self.0.insert(name.into(), enabled);
    }

    /// `None` when the option is not declared (distinct from `Some(false)`).
    pub fn get(&self, name: &str) -> Option<bool> {
        self.0.get(name).copied()
    }
}

/// The request being validated: its subresource path components.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Request {
    /// `[]` for the main resource, `["status"]`, `["x", "y", "z"]`.
    pub subresources: Vec<String>,
}

impl Request {
    /// `/` for the main resource, else `/` + components joined by `/`.
    pub fn subresource_path(&self) -> String {
        if self.subresources.is_empty() {
            return "/".to_owned();
        }
        let mut out = String::new();
        for c in &self.subresources {
            out.push('/');
            out.push_str(c);
        }
        out
    }

    /// `subresource_path() == p`, without building the string.
    pub fn is_subresource_path(&self, p: &str) -> bool {
        if self.subresources.is_empty() {
            return p == "/";
        }
        let mut rest = p;
        for c in &self.subresources {
            match rest.strip_prefix('/').and_then(|r| r.strip_prefix(c.as_str())) {
                Some(r) => rest = r,
                None => return false,
            }
        }
        rest.is_empty()
    }
}

/// Everything a validator may consult besides the values themselves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Operation {
    /// Create or update.
    pub kind: OperationType,
    /// The declared options (feature gates) and their state.
    pub options: Options,
    /// The request: its subresource path.
    pub request: Request,
}

impl Operation {
    /// A create, with no options.
    pub fn create() -> Operation {
        Operation::default()
    }

    /// An update, with no options.
    pub fn update() -> Operation {
        Operation {
            kind: OperationType::Update,
            ..Operation::default()
        }
    }

    /// Declares option `name` as enabled or disabled.
    pub fn with_option(mut self, name: &str, enabled: bool) -> Operation {
        self.options.set(name, enabled);
        self
    }

    /// `"/status"` -> `["status"]`; `"/"` or `""` -> the main resource.
    pub fn with_subresource(mut self, path: &str) -> Operation {
        let trimmed = path.strip_prefix('/').unwrap_or(path);
        self.request.subresources = if trimmed.is_empty() {
            Vec::new()
        } else {
            trimmed.split('/').map(str::to_owned).collect()
        };
        self
    }

    /// Whether this is a create.
    #[inline]
    pub fn is_create(&self) -> bool {
        self.kind == OperationType::Create
    }

    /// Whether this is an update.
    #[inline]
    pub fn is_update(&self) -> bool {
        self.kind == OperationType::Update
    }

    /// `None` = undeclared, `Some(enabled)` otherwise.
    pub fn option(&self, name: &str) -> Option<bool> {
        self.options.get(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_distinguish_undeclared_from_disabled() {
        let op = Operation::create().with_option("A", true).with_option("B", false);
        assert_eq!(op.option("A"), Some(true));
        assert_eq!(op.option("B"), Some(false));
        assert_eq!(op.option("C"), None);
    }

    #[test]
    fn subresource_paths() {
        let main = Operation::update();
        assert!(main.is_update() && !main.is_create());
        assert_eq!(main.request.subresource_path(), "/");
        assert!(main.request.is_subresource_path("/"));
        assert!(!main.request.is_subresource_path("/status"));

        let status = Operation::create().with_subresource("/status");
        assert_eq!(status.request.subresources, vec!["status".to_owned()]);
        assert_eq!(status.request.subresource_path(), "/status");
        assert!(status.request.is_subresource_path("/status"));
        assert!(!status.request.is_subresource_path("/status/"));
        assert!(!status.request.is_subresource_path("/"));
        assert!(!status.request.is_subresource_path("status"));

        let deep = Operation::create().with_subresource("/x/y/z");
        assert_eq!(deep.request.subresource_path(), "/x/y/z");
        assert!(deep.request.is_subresource_path("/x/y/z"));
        assert!(!deep.request.is_subresource_path("/x/yz"));
        assert!(!deep.request.is_subresource_path("/x/y"));
        assert!(Operation::create()
            .with_subresource("/")
            .request
            .subresources
            .is_empty());
    }
}
