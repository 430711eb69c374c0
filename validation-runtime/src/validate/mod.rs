//! The validators generated code calls (runtime.md §5), one file per family.
//!
//! Every validator takes the operation, the field path, the value and the
//! old value (absent on create), plus its own arguments, and returns an
//! [`ErrorList`](crate::ErrorList) that is empty (and unallocated) on success.
//! Error construction lives in `#[cold]` helpers so the success path stays
//! small enough to inline.

pub mod limits;
pub mod lists;
pub mod options;
pub mod required;
pub mod testing;

pub use limits::{
    max_bytes, max_items, max_length, max_properties, maximum, min_items, min_length, min_properties, minimum, Integer,
    StrValue,
};
pub use lists::no_absent_elements;
pub use options::if_option;
pub use required::{
    forbidden, forbidden_map, forbidden_pointer, forbidden_slice, forbidden_value, optional, optional_map,
    optional_pointer, optional_slice, optional_value, required, required_map, required_pointer, required_slice,
    required_value,
};
pub use testing::fixed_result;
