//! What a type accepts on the wire: its JSON field names (flattened fields
//! merged in), the element and value shapes of its lists and maps, the
//! members of its string enums and the kinds of its scalars. validation-gen
//! writes one per type that derives `Deserialize` (`impl Fields`); the
//! decoder walks the input with it.

/// The accepted form of one JSON value.
#[derive(Debug)]
pub enum Shape {
    /// Anything: a type the generator does not see into (another crate's,
    /// a hand-written `Deserialize`). Only duplicate keys are found inside.
    Any,
    /// `true` or `false`.
    Bool,
    /// An integer that must fit `min..=max`; `type_name` is the Go-style
    /// name used in messages (`int32`, `uint8`).
    Integer {
        /// The Go-style type name (`int32`).
        type_name: &'static str,
        /// The smallest accepted value.
        min: i128,
        /// The largest accepted value.
        max: i128,
    },
    /// Any JSON number.
    Float,
    /// Any JSON string.
    String,
    /// A string enum: the accepted values, in declaration order.
    Enum(&'static [&'static str]),
    /// A JSON array of elements of the given shape.
    List(&'static Shape),
    /// An object with string keys and values of the given shape.
    Map(&'static Shape),
    /// An object with the given fields. `rest` accepts every other key with
    /// values of that shape (a flattened map); `None` makes other keys unknown.
    Struct {
        /// The declared fields, by JSON name.
        fields: &'static [Field],
        /// The shape of every other key's value, for a flattened map.
        rest: Option<&'static Shape>,
    },
    /// `null` or the inner shape (`Option<T>`).
    Nullable(&'static Shape),
    /// Another type's shape, looked up when needed (so types can be recursive).
    Named(fn() -> &'static Shape),
}

/// One accepted field of a struct: its JSON name and value shape.
#[derive(Debug)]
pub struct Field {
    /// The JSON name.
    pub name: &'static str,
    /// The value's shape.
    pub shape: &'static Shape,
}

/// Implemented by validation-gen for every type that derives `Deserialize`:
/// the shape strict decoding checks the input against.
pub trait Fields {
    /// The type's accepted form.
    fn decode_shape() -> &'static Shape;
}

impl Shape {
    /// The shape itself, with `Named` links followed.
    pub fn resolve(&'static self) -> &'static Shape {
        let mut shape = self;
        // A chain of names always ends; the bound only guards a malformed
        // hand-written cycle of `Named` links.
        for _ in 0..64 {
            match shape {
                Shape::Named(f) => shape = f(),
                _ => return shape,
            }
        }
        &Shape::Any
    }

    /// The shape without `Option` and name links.
    #[inline]
    pub fn present(&'static self) -> &'static Shape {
        let mut shape = self;
        // Bounded like `resolve`: only a hand-written cycle could loop.
        for _ in 0..64 {
            match shape {
                Shape::Named(f) => shape = f(),
                Shape::Nullable(inner) => shape = inner,
                _ => return shape,
            }
        }
        &Shape::Any
    }

    /// A struct field by JSON name, with its index.
    #[inline]
    pub(crate) fn field(fields: &'static [Field], name: &str) -> Option<(usize, &'static Field)> {
        fields
            .iter()
            .enumerate()
            .find(|(_, f)| crate::equality::bytes_eq(f.name.as_bytes(), name.as_bytes()))
    }
}
