//! CEL rules on the links of alias chains. An alias has the tags of every
//! link below it, so a chain's rules are one list, numbered from its
//! innermost link (each link's indices continue those below, as
//! kube-openapi reads one subject's markers), and every link checks the
//! rules of its whole chain, innermost first. Past the second link, a
//! link's function calls the function holding the rules below it and adds
//! its own: each rule is compiled and written once, however long the chain.

use serde::Serialize;

/// Rules on every link, the innermost also with a declarative tag.
/// +k8s:validation:cel[3]:rule="self.size() <= 3"
/// +k8s:validation:cel[3]:message="at most 3 characters"
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Short0 = Short1;

/// +k8s:validation:cel[2]:rule="self.size() <= 4"
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Short1 = Short2;

/// +k8s:validation:cel[1]:rule="self.size() <= 5"
/// +k8s:validation:cel[1]:message="at most 5 characters"
/// +k8s:validation:cel[1]:reason="FieldValueForbidden"
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Short2 = Short3;

/// +k8s:minLength=1
/// +k8s:validation:cel[0]:rule="self.size() <= 6"
pub type Short3 = String;

/// Transition rules on every link: each may shrink the value by one
/// character less than the link below it allows.
/// +k8s:validation:cel[3]:rule="self.size() >= oldSelf.size()"
/// +k8s:validation:cel[3]:message="may not shrink"
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Grow0 = Grow1;

/// +k8s:validation:cel[2]:rule="self.size() + 1 >= oldSelf.size()"
/// +k8s:validation:cel[2]:message="may shrink by 1"
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Grow1 = Grow2;

/// +k8s:validation:cel[1]:rule="self.size() + 2 >= oldSelf.size()"
/// +k8s:validation:cel[1]:message="may shrink by 2"
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Grow2 = Grow3;

/// +k8s:validation:cel[0]:rule="self.size() + 3 >= oldSelf.size()"
/// +k8s:validation:cel[0]:message="may shrink by 3"
pub type Grow3 = String;

/// Transition rules beside others in one chain: such a chain is checked
/// whole at every link (the two kinds run apart).
/// +k8s:validation:cel[3]:rule="self != 'ddd'"
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Mixed0 = Mixed1;

/// +k8s:validation:cel[2]:rule="self.size() >= oldSelf.size()"
/// +k8s:validation:cel[2]:message="may not shrink"
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Mixed1 = Mixed2;

/// +k8s:validation:cel[1]:rule="self != 'bb'"
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Mixed2 = Mixed3;

/// +k8s:validation:cel[0]:rule="self != 'a'"
pub type Mixed3 = String;

/// The chains as fields: an unchanged value's rules are not checked again
/// (its transition rules are), a failing `immutable` does not stop the
/// rules, and the items of an atomic list have no old value.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Holder {
    pub short: Short0,
    /// +k8s:immutable
    pub frozen: Short0,
    pub grow: Grow0,
    pub mixed: Mixed0,
    /// +k8s:listType=atomic
    pub items: Vec<Short0>,
}

include!("zz_generated_validations.rs");
