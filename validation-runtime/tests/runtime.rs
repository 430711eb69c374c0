//! Behavioural tests of the runtime against Kubernetes' behaviour, with exact strings.

#[path = "runtime/context.rs"]
mod context;
#[path = "runtime/dependent.rs"]
mod dependent;
#[path = "runtime/enumeration.rs"]
mod enumeration;
#[path = "runtime/equality.rs"]
mod equality;
#[path = "runtime/formats.rs"]
mod formats;
#[path = "runtime/lists.rs"]
mod lists;
#[path = "runtime/matcher.rs"]
mod matcher;
#[path = "runtime/messages.rs"]
mod messages;
#[path = "runtime/neq.rs"]
mod neq;
#[path = "runtime/options.rs"]
mod options;
#[path = "runtime/paths.rs"]
mod paths;
#[path = "runtime/properties.rs"]
mod properties;
#[path = "runtime/reconcile.rs"]
mod reconcile;
#[path = "runtime/status.rs"]
mod status;
#[path = "runtime/update.rs"]
mod update;
#[path = "runtime/validators.rs"]
mod validators;
