//! Value shapes: what a Rust type expression means to validation.

use super::TypeId;
use crate::source::SourceLocation;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    Primitive(Primitive),
    /// A type declared in the input: struct, newtype, alias or enum.
    Named(TypeId),
    /// `Option<T>`: a value that can be absent.
    Optional(Box<Shape>),
    /// `Box<T>`, `Arc<T>`, `Rc<T>`: transparent to validation.
    Pointer(PointerKind, Box<Shape>),
    /// `Vec<T>`.
    List(Box<Shape>),
    /// `BTreeMap<K, V>`, `HashMap<K, V>`, `IndexMap<K, V>`.
    Map(MapKind, Box<Shape>, Box<Shape>),
    /// A type from outside the input (another crate), by its written path.
    External(String),
    /// A shape validation-gen cannot handle (a reference, a tuple, a missing
    /// type, ...): an error wherever validation has to look inside it.
    Unsupported {
        reason: String,
        location: SourceLocation,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointerKind {
    Box,
    Arc,
    Rc,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MapKind {
    BTreeMap,
    HashMap,
    IndexMap,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Primitive {
    Bool,
    I8,
    I16,
    I32,
    I64,
    Isize,
    U8,
    U16,
    U32,
    U64,
    Usize,
    F32,
    F64,
    String,
}

impl Primitive {
    pub fn from_ident(ident: &str) -> Option<Primitive> {
        Some(match ident {
            "bool" => Primitive::Bool,
            "i8" => Primitive::I8,
            "i16" => Primitive::I16,
            "i32" => Primitive::I32,
            "i64" => Primitive::I64,
            "isize" => Primitive::Isize,
            "u8" => Primitive::U8,
            "u16" => Primitive::U16,
            "u32" => Primitive::U32,
            "u64" => Primitive::U64,
            "usize" => Primitive::Usize,
            "f32" => Primitive::F32,
            "f64" => Primitive::F64,
            "String" => Primitive::String,
            _ => return None,
        })
    }

    pub fn rust_name(self) -> &'static str {
        match self {
            Primitive::Bool => "bool",
            Primitive::I8 => "i8",
            Primitive::I16 => "i16",
            Primitive::I32 => "i32",
            Primitive::I64 => "i64",
            Primitive::Isize => "isize",
            Primitive::U8 => "u8",
            Primitive::U16 => "u16",
            Primitive::U32 => "u32",
            Primitive::U64 => "u64",
            Primitive::Usize => "usize",
            Primitive::F32 => "f32",
            Primitive::F64 => "f64",
            Primitive::String => "String",
        }
    }

    pub fn is_integer(self) -> bool {
        self.integer_range().is_some()
    }

    /// The inclusive range of an integer type, as i128 so every width fits.
    pub fn integer_range(self) -> Option<(i128, i128)> {
        Some(match self {
            Primitive::I8 => (i8::MIN.into(), i8::MAX.into()),
            Primitive::I16 => (i16::MIN.into(), i16::MAX.into()),
            Primitive::I32 => (i32::MIN.into(), i32::MAX.into()),
            Primitive::I64 | Primitive::Isize => (i64::MIN.into(), i64::MAX.into()),
            Primitive::U8 => (0, u8::MAX.into()),
            Primitive::U16 => (0, u16::MAX.into()),
            Primitive::U32 => (0, u32::MAX.into()),
            Primitive::U64 | Primitive::Usize => (0, u64::MAX.into()),
            _ => return None,
        })
    }
}
