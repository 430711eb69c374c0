//! The lower links of chains that `alias_chains` continues.

/// +k8s:maxLength=6
/// +k8s:immutable
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Lower0 = Lower1;

/// +k8s:maxLength=7
pub type Lower1 = String;

/// +k8s:maxLength=5
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Short1 = Short2;

/// +k8s:maxLength=6
pub type Short2 = String;

include!("zz_generated_validations.rs");
