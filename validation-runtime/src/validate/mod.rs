//! The validators generated code calls, one file per family.
//!
//! Every validator takes the operation, the field path, the value and the
//! old value (absent on create), plus its own arguments, and returns an
//! [`ErrorList`](crate::ErrorList) that is empty (and unallocated) on success.
//! Error construction lives in `#[cold]` helpers so the success path stays
//! small enough to inline. The helpers take the path by value (`*path`): a
//! caller that built a path link only for one check then keeps it in
//! registers and writes it to memory only when the check fails, as
//! hand-written code that builds paths only for errors would.

pub mod dependent;
pub mod enumeration;
pub mod format;
pub mod limits;
pub mod lists;
pub mod neq;
pub mod openapi;
pub mod openapi_format;
pub mod options;
pub mod properties;
pub mod required;
pub mod testing;
pub mod union;
pub mod unique;
pub mod update;

pub use crate::hashing::semantic_hash;
pub use dependent::{dependent_forbidden, dependent_required};
pub use enumeration::{enumeration, Exclusion};
pub use limits::{
    max_bytes, max_items, max_length, max_properties, maximum, min_items, min_length, min_properties, minimum, Integer,
    Properties, StrValue,
};
pub use lists::no_absent_elements;
pub use neq::{neq, neq_str};
pub use options::{if_option, option_enabled};
pub use required::{
    forbidden, forbidden_map, forbidden_pointer, forbidden_slice, forbidden_value, optional, optional_map,
    optional_pointer, optional_slice, optional_value, required, required_map, required_pointer, required_slice,
    required_value,
};
pub use testing::fixed_result;
pub use union::{discriminated_union, union, zero_or_one_of};
pub use unique::{unique_by, update_list, ListKey, OldIndex};
pub use update::{immutable, monotonic, update, update_map, update_map_keyed, MapKeys, TypedMapKeys, UpdateConstraint};

/// `None`, typed like `value`: the old value of an element that has no old
/// counterpart (new list items, map keys), in generated code.
#[inline]
pub const fn no_old<T: Copy>(_value: Option<T>) -> Option<T> {
    None
}
