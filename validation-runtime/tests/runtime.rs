//! Behavioural tests of the runtime against runtime.md, with exact strings.

#[path = "runtime/context.rs"]
mod context;
#[path = "runtime/equality.rs"]
mod equality;
#[path = "runtime/lists.rs"]
mod lists;
#[path = "runtime/matcher.rs"]
mod matcher;
#[path = "runtime/messages.rs"]
mod messages;
#[path = "runtime/paths.rs"]
mod paths;
#[path = "runtime/reconcile.rs"]
mod reconcile;
#[path = "runtime/status.rs"]
mod status;
#[path = "runtime/validators.rs"]
mod validators;
