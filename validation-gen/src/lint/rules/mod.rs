//! One file per lint rule.

pub(crate) mod conflict;
pub(crate) mod drift;
pub(crate) mod duplicate;
pub(crate) mod indistinguishable;
pub(crate) mod no_effect;
pub(crate) mod prefix;
pub(crate) mod requiredness;
pub(crate) mod stability;
pub(crate) mod typedef;
pub(crate) mod unknown;
pub(crate) mod unregistered;
