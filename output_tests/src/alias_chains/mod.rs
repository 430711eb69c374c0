//! Alias chains longer than two links, whatever their tags: every link has
//! the tags of every link below it, innermost first (sorted by tag name,
//! stably), as if all were on one type. Past the second link, a link's
//! function calls, for each tag name, the function holding that name's
//! checks of the chain below (short-circuit ones apart) and adds its own:
//! the errors are those of the whole chain, in its order, each link written
//! once.

pub mod lower;

/// Short-circuit and other checks on every link: `immutable` stops the
/// `format` and `maxLength` checks of the whole chain.
/// +k8s:format=k8s-short-name
/// +k8s:immutable
/// +k8s:maxLength=10
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Frozen0 = Frozen1;

/// +k8s:immutable
/// +k8s:maxLength=11
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Frozen1 = Frozen2;

/// +k8s:maxLength=12
/// +k8s:immutable
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Frozen2 = Frozen3;

/// +k8s:maxLength=13
/// +k8s:format=k8s-short-name
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Frozen3 = Frozen4;

/// +k8s:immutable
pub type Frozen4 = String;

/// Gated checks on every link (`k8s:ifEnabled` / `k8s:ifDisabled` sort
/// before `k8s:maxLength`).
/// +k8s:maxLength=7
/// +k8s:ifEnabled("Strict")=+k8s:maxLength=3
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Gated0 = Gated1;

/// +k8s:ifEnabled("Strict")=+k8s:maxLength=4
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Gated1 = Gated2;

/// +k8s:ifDisabled("Strict")=+k8s:maxLength=5
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Gated2 = Gated3;

/// +k8s:ifEnabled("Strict")=+k8s:maxLength=6
pub type Gated3 = String;

/// An alias-of-list chain: `maxItems` (short-circuit) on every link, the
/// list semantics at the bottom (their `unique` check comes after every
/// tag's).
/// +k8s:maxItems=3
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Tags0 = Tags1;

/// +k8s:maxItems=4
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Tags1 = Tags2;

/// +k8s:maxItems=5
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Tags2 = Tags3;

/// +k8s:listType=set
/// +k8s:maxItems=6
pub type Tags3 = Vec<String>;

/// Element checks on every link (`eachVal`), over the bottom's `set`
/// semantics: on update, an element the old list has is not checked again.
/// +k8s:eachVal=+k8s:maxLength=2
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Names0 = Names1;

/// +k8s:eachVal=+k8s:maxLength=3
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Names1 = Names2;

/// +k8s:maxItems=3
/// +k8s:eachVal=+k8s:maxLength=4
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Names2 = Names3;

/// +k8s:listType=set
/// +k8s:eachVal=+k8s:maxLength=5
pub type Names3 = Vec<String>;

/// A chain continued from another module, calling its functions there.
/// +k8s:maxLength=4
/// +k8s:immutable
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Upper0 = Upper1;

/// +k8s:maxLength=5
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Upper1 = lower::Lower0;

/// A chain of `maxLength` only, continued from another module.
/// +k8s:maxLength=4
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Short0 = lower::Short1;

include!("zz_generated_validations.rs");
