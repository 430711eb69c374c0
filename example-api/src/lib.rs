//! An example Kubernetes-style API: the `apps/v1` group with one kind,
//! `Widget`, whose validation is generated from `+k8s:` tags.
//!
//! ```
//! use example_api::apps::v1::{Widget, WidgetSpec};
//! use validation_runtime::{Operation, Scheme};
//!
//! let mut scheme = Scheme::new();
//! example_api::apps::v1::register_validations(&mut scheme);
//!
//! let widget = Widget { spec: WidgetSpec { replicas: Some(-1), ..Default::default() }, ..Default::default() };
//! let errors = scheme.validate(&Operation::create(), &widget, None);
//! assert_eq!(errors.iter().map(|e| e.to_string()).collect::<Vec<_>>(), [
//!     "metadata.name: Required value",
//!     "spec.replicas: Invalid value: -1: must be greater than or equal to 0",
//! ]);
//! ```

pub mod apps;
pub mod meta;
