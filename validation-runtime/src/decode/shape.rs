//! What a type accepts on the wire: its JSON field names (flattened fields
//! merged in), the element and value shapes of its lists and maps, the
//! members of its string enums and the kinds of its scalars. validation-gen
//! writes one per type that derives `Deserialize` (`impl Fields`, by the
//! `decode_fields!` macro below); the decoder walks the input with it.

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

/// Implements [`Fields`] for a type from a compact description: what
/// validation-gen writes for every type that derives `Deserialize`, one call
/// per type, so a generated file holds data rather than an `impl` block per
/// type. It expands to the same `static` [`Shape`] a hand-written impl has.
///
/// - a struct, by JSON field name: `decode_fields!(Port { "name" = string,
///   "port" = i32 });`, with `rest = <shape>` after the braces when every
///   other key is accepted with values of that shape (a flattened map);
/// - any other type (a newtype, a string enum): `decode_fields!(Name = <shape>);`.
///
/// Shapes: `any`, `bool`, `string`, `float`; `i8` to `i64` and `u8` to `u64`
/// (an integer in that Rust type's range, named as Go names it in messages);
/// `one_of["A", "B"]` (a string enum); `opt(<shape>)` (`null` or the shape);
/// `list(<shape>)`; `map(<shape>)` (string keys); `named(<type>)` (another
/// type's `Fields`).
///
/// ```
/// use validation_runtime::decode::{self, FieldValidation};
///
/// #[derive(serde::Deserialize)]
/// struct Port { name: String, port: i32 }
/// #[derive(serde::Deserialize)]
/// struct Spec { ports: Vec<Port>, protocol: Option<String> }
///
/// validation_runtime::decode_fields!(Port { "name" = string, "port" = i32 });
/// validation_runtime::decode_fields!(Spec { "ports" = list(named(Port)), "protocol" = opt(string) });
///
/// let body = br#"{"ports": [{"name": "http", "port": 80, "host": "a"}]}"#;
/// let decoded = decode::from_json::<Spec>(body, FieldValidation::Strict).unwrap();
/// assert_eq!(
///     decoded.strict_error.unwrap().to_string(),
///     r#"strict decoding error: unknown field "ports[0].host""#
/// );
/// ```
#[macro_export]
macro_rules! decode_fields {
    // The rules with a leading `@` are this macro's own steps; they come
    // first, as a type would not parse from them.
    (@shape any) => { $crate::decode::Shape::Any };
    (@shape bool) => { $crate::decode::Shape::Bool };
    (@shape string) => { $crate::decode::Shape::String };
    (@shape float) => { $crate::decode::Shape::Float };
    (@shape i8) => { $crate::decode_fields!(@integer "int8", i8) };
    (@shape i16) => { $crate::decode_fields!(@integer "int16", i16) };
    (@shape i32) => { $crate::decode_fields!(@integer "int32", i32) };
    (@shape i64) => { $crate::decode_fields!(@integer "int64", i64) };
    (@shape u8) => { $crate::decode_fields!(@integer "uint8", u8) };
    (@shape u16) => { $crate::decode_fields!(@integer "uint16", u16) };
    (@shape u32) => { $crate::decode_fields!(@integer "uint32", u32) };
    (@shape u64) => { $crate::decode_fields!(@integer "uint64", u64) };
    (@shape one_of[$($member:literal),* $(,)?]) => { $crate::decode::Shape::Enum(&[$($member),*]) };
    (@shape opt($($inner:tt)+)) => {
        $crate::decode::Shape::Nullable(&$crate::decode_fields!(@shape $($inner)+))
    };
    (@shape list($($inner:tt)+)) => {
        $crate::decode::Shape::List(&$crate::decode_fields!(@shape $($inner)+))
    };
    (@shape map($($inner:tt)+)) => {
        $crate::decode::Shape::Map(&$crate::decode_fields!(@shape $($inner)+))
    };
    (@shape named($named:ty)) => {
        $crate::decode::Shape::Named(<$named as $crate::decode::Fields>::decode_shape)
    };
    (@integer $type_name:literal, $rust:ty) => {
        $crate::decode::Shape::Integer {
            type_name: $type_name,
            min: <$rust>::MIN as i128,
            max: <$rust>::MAX as i128,
        }
    };
    (@rest) => { ::core::option::Option::None };
    (@rest $($shape:tt)+) => {
        ::core::option::Option::Some(&$crate::decode_fields!(@shape $($shape)+))
    };
    (@impl $ty:ty, $shape:expr) => {
        impl $crate::decode::Fields for $ty {
            fn decode_shape() -> &'static $crate::decode::Shape {
                static SHAPE: $crate::decode::Shape = $shape;
                &SHAPE
            }
        }
    };
    ($ty:ty {
        $($name:literal = $kind:ident $(($($arg:tt)*))? $([$($member:tt)*])?),* $(,)?
    } $(rest = $rest:ident $(($($rest_arg:tt)*))?)?) => {
        $crate::decode_fields!(@impl $ty, $crate::decode::Shape::Struct {
            fields: &[$($crate::decode::Field {
                name: $name,
                shape: &$crate::decode_fields!(@shape $kind $(($($arg)*))? $([$($member)*])?),
            }),*],
            rest: $crate::decode_fields!(@rest $($rest $(($($rest_arg)*))?)?),
        });
    };
    ($ty:ty = $($shape:tt)+) => {
        $crate::decode_fields!(@impl $ty, $crate::decode_fields!(@shape $($shape)+));
    };
}
