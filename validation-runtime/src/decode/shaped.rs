//! A `Deserializer` adapter driven by a [`Shape`]: the typed value is built
//! by serde as usual while the adapter watches every object key on the way.
//!
//! Two uses. Checking (the fast path): the first unknown or repeated key
//! stops decoding, so a valid body is checked and decoded in one pass, with
//! no allocation beyond what serde itself does (and one small vector of key
//! hashes per map). Tracking: when serde rejects a value, the adapter records
//! where, so the error can be reported at its field path.
//!
//! The adapter sees through `#[serde(flatten)]`: serde buffers a flattened
//! struct's keys through `deserialize_any`, which is wrapped like the rest,
//! and the shape already lists the flattened fields with their parent's.

use std::cell::RefCell;
use std::collections::HashSet;
use std::fmt;

use serde::de::value::{BorrowedStrDeserializer, StrDeserializer, StringDeserializer};
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use super::shape::{Field, Shape};

/// One step of the location of a value serde rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    Field(String),
    Key(String),
    Index(usize),
}

/// Shared by every adapter of one decode.
pub(crate) struct Ctx {
    /// Record where serde errors happen (and keep keys for that).
    pub track: bool,
    /// The location of the first error, innermost step first.
    pub trail: RefCell<Vec<Step>>,
}

impl Ctx {
    pub fn checking() -> Ctx {
        Ctx {
            track: false,
            trail: RefCell::new(Vec::new()),
        }
    }
    pub fn tracking() -> Ctx {
        Ctx {
            track: true,
            trail: RefCell::new(Vec::new()),
        }
    }
    fn record(&self, step: impl FnOnce() -> Step) {
        if self.track {
            self.trail.borrow_mut().push(step());
        }
    }
}

/// Why the fast path stopped (any such error sends the input to the full check).
const STOP: &str = "strict decoding found an unknown or duplicate field";

/// Whether values of this shape (already without `Option` and name links)
/// are taken as they are: nothing to watch inside a scalar.
#[inline]
fn is_scalar(shape: &'static Shape) -> bool {
    matches!(
        shape,
        Shape::Bool | Shape::Integer { .. } | Shape::Float | Shape::String | Shape::Enum(_)
    )
}

/// A deserializer whose values are checked against `shape`.
pub(crate) struct Shaped<'c, D> {
    pub de: D,
    pub shape: &'static Shape,
    pub ctx: &'c Ctx,
}

impl<'c, D> Shaped<'c, D> {
    fn wrap<V>(&self, visitor: V) -> Wrap<'c, V> {
        Wrap {
            visitor,
            shape: self.shape,
            ctx: self.ctx,
        }
    }
}

macro_rules! forward {
    ($($method:ident($($arg:ident: $ty:ty),*);)*) => {$(
        fn $method<V: Visitor<'de>>(self, $($arg: $ty,)* visitor: V) -> Result<V::Value, D::Error> {
            let wrapped = self.wrap(visitor);
            self.de.$method($($arg,)* wrapped)
        }
    )*};
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Shaped<'_, D> {
    type Error = D::Error;

    forward! {
        deserialize_any();
        deserialize_bool();
        deserialize_i8();
        deserialize_i16();
        deserialize_i32();
        deserialize_i64();
        deserialize_i128();
        deserialize_u8();
        deserialize_u16();
        deserialize_u32();
        deserialize_u64();
        deserialize_u128();
        deserialize_f32();
        deserialize_f64();
        deserialize_char();
        deserialize_str();
        deserialize_string();
        deserialize_bytes();
        deserialize_byte_buf();
        deserialize_option();
        deserialize_unit();
        deserialize_unit_struct(name: &'static str);
        deserialize_newtype_struct(name: &'static str);
        deserialize_seq();
        deserialize_tuple(len: usize);
        deserialize_tuple_struct(name: &'static str, len: usize);
        deserialize_map();
        deserialize_struct(name: &'static str, fields: &'static [&'static str]);
        deserialize_enum(name: &'static str, variants: &'static [&'static str]);
        deserialize_identifier();
        deserialize_ignored_any();
    }

    fn is_human_readable(&self) -> bool {
        self.de.is_human_readable()
    }
}

/// A seed whose value is checked against `shape`.
struct ShapedSeed<'c, S> {
    seed: S,
    shape: &'static Shape,
    ctx: &'c Ctx,
}

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for ShapedSeed<'_, S> {
    type Value = S::Value;
    fn deserialize<D: Deserializer<'de>>(self, de: D) -> Result<S::Value, D::Error> {
        self.seed.deserialize(Shaped {
            de,
            shape: self.shape,
            ctx: self.ctx,
        })
    }
}

/// A visitor that hands serde shaped maps and sequences.
struct Wrap<'c, V> {
    visitor: V,
    shape: &'static Shape,
    ctx: &'c Ctx,
}

macro_rules! pass {
    ($($method:ident($ty:ty);)*) => {$(
        fn $method<E: de::Error>(self, v: $ty) -> Result<V::Value, E> {
            self.visitor.$method(v)
        }
    )*};
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Wrap<'_, V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.visitor.expecting(f)
    }

    pass! {
        visit_bool(bool);
        visit_i8(i8);
        visit_i16(i16);
        visit_i32(i32);
        visit_i64(i64);
        visit_i128(i128);
        visit_u8(u8);
        visit_u16(u16);
        visit_u32(u32);
        visit_u64(u64);
        visit_u128(u128);
        visit_f32(f32);
        visit_f64(f64);
        visit_char(char);
        visit_str(&str);
        visit_borrowed_str(&'de str);
        visit_string(String);
        visit_bytes(&[u8]);
        visit_borrowed_bytes(&'de [u8]);
        visit_byte_buf(Vec<u8>);
    }

    fn visit_none<E: de::Error>(self) -> Result<V::Value, E> {
        self.visitor.visit_none()
    }

    fn visit_unit<E: de::Error>(self) -> Result<V::Value, E> {
        self.visitor.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, de: D) -> Result<V::Value, D::Error> {
        let shape = match self.shape.resolve() {
            Shape::Nullable(inner) => inner,
            other => other,
        };
        self.visitor.visit_some(Shaped {
            de,
            shape,
            ctx: self.ctx,
        })
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, de: D) -> Result<V::Value, D::Error> {
        self.visitor.visit_newtype_struct(Shaped {
            de,
            shape: self.shape,
            ctx: self.ctx,
        })
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<V::Value, A::Error> {
        let items = match self.shape.present() {
            Shape::List(items) => items,
            Shape::Any => &Shape::Any,
            _ => return self.visitor.visit_seq(seq),
        };
        self.visitor.visit_seq(ShapedSeq {
            seq,
            items: items.present(),
            index: 0,
            ctx: self.ctx,
        })
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        let keys = match self.shape.present() {
            Shape::Struct { fields, rest } => Keys::Struct {
                fields,
                rest: *rest,
                seen: Seen::new(fields.len()),
                next: 0,
            },
            Shape::Map(values) => Keys::Map { values },
            Shape::Any => Keys::Map { values: &Shape::Any },
            _ => return self.visitor.visit_map(map),
        };
        self.visitor.visit_map(ShapedMap {
            map,
            keys,
            hashes: Hashes::default(),
            value: &Shape::Any,
            step: None,
            ctx: self.ctx,
        })
    }

    fn visit_enum<A: de::EnumAccess<'de>>(self, data: A) -> Result<V::Value, A::Error> {
        self.visitor.visit_enum(data)
    }
}

struct ShapedSeq<'c, A> {
    seq: A,
    items: &'static Shape,
    index: usize,
    ctx: &'c Ctx,
}

impl<'de, A: SeqAccess<'de>> SeqAccess<'de> for ShapedSeq<'_, A> {
    type Error = A::Error;

    #[inline(always)]
    fn next_element_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<Option<S::Value>, A::Error> {
        let result = if is_scalar(self.items) {
            self.seq.next_element_seed(seed)
        } else {
            self.seq.next_element_seed(ShapedSeed {
                seed,
                shape: self.items,
                ctx: self.ctx,
            })
        };
        if result.is_err() {
            let index = self.index;
            self.ctx.record(|| Step::Index(index));
        }
        self.index += 1;
        result
    }

    fn size_hint(&self) -> Option<usize> {
        self.seq.size_hint()
    }
}

/// The struct fields already given, without allocating for up to 128.
enum Seen {
    Bits(u128),
    Flags(Vec<bool>),
}

impl Seen {
    #[inline(always)]
    fn new(len: usize) -> Seen {
        if len <= 128 {
            Seen::Bits(0)
        } else {
            Seen::Flags(vec![false; len])
        }
    }

    /// Marks field `i`; false when it was already marked.
    #[inline(always)]
    fn insert(&mut self, i: usize) -> bool {
        match self {
            Seen::Bits(bits) => {
                let bit = 1u128 << i;
                let fresh = *bits & bit == 0;
                *bits |= bit;
                fresh
            }
            Seen::Flags(flags) => flags.get_mut(i).is_some_and(|f| !std::mem::replace(f, true)),
        }
    }
}

enum Keys {
    Struct {
        fields: &'static [Field],
        rest: Option<&'static Shape>,
        seen: Seen,
        /// The field after the last one read: bodies usually list fields in
        /// declaration order, so it is tried first.
        next: usize,
    },
    Map {
        values: &'static Shape,
    },
}

struct ShapedMap<'c, A> {
    map: A,
    keys: Keys,
    /// Hashes of the map keys (and flattened-map keys) seen so far; a repeat
    /// hash sends the input to the full check, which compares the keys.
    hashes: Hashes,
    /// The shape of the value of the key just read.
    value: &'static Shape,
    /// The key just read, when tracking.
    step: Option<Step>,
    ctx: &'c Ctx,
}

/// Field `hint` if it is `key`, else a search.
#[inline]
fn lookup(fields: &'static [Field], hint: usize, key: &str) -> Option<(usize, &'static Field)> {
    match fields.get(hint) {
        Some(field) if crate::equality::bytes_eq(field.name.as_bytes(), key.as_bytes()) => Some((hint, field)),
        _ => Shape::field(fields, key),
    }
}

/// The key hashes of one map: the first few inline, so small maps
/// (labels, selectors) need no allocation; past them a hash set, so a map
/// of any size is checked in linear time.
#[derive(Default)]
struct Hashes {
    inline: [u64; 8],
    len: usize,
    spill: HashSet<u64>,
}

impl Hashes {
    /// Adds `h`; false when it was already there.
    fn insert(&mut self, h: u64) -> bool {
        let inline = self.inline.get(..self.len).unwrap_or_default();
        if inline.contains(&h) {
            return false;
        }
        match self.inline.get_mut(self.len) {
            Some(slot) => {
                *slot = h;
                self.len += 1;
                true
            }
            None => self.spill.insert(h),
        }
    }
}

/// FNV-1a: keys are short, and a collision only costs the slow path.
fn key_hash(key: &str) -> u64 {
    key.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for ShapedMap<'_, A> {
    type Error = A::Error;

    #[inline(always)]
    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, A::Error> {
        let map = &mut self.map;
        map.next_key_seed(KeyCheck {
            owner: KeyOwner {
                keys: &mut self.keys,
                hashes: &mut self.hashes,
                value: &mut self.value,
                step: &mut self.step,
                ctx: self.ctx,
            },
            seed,
        })
    }

    #[inline(always)]
    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, A::Error> {
        let result = if is_scalar(self.value) {
            self.map.next_value_seed(seed)
        } else {
            self.map.next_value_seed(ShapedSeed {
                seed,
                shape: self.value,
                ctx: self.ctx,
            })
        };
        if result.is_err() {
            if let Some(step) = self.step.take() {
                self.ctx.record(|| step);
            }
        }
        result
    }

    fn size_hint(&self) -> Option<usize> {
        self.map.size_hint()
    }
}

/// The parts of a [`ShapedMap`] the key check updates.
struct KeyOwner<'m, 'c> {
    keys: &'m mut Keys,
    hashes: &'m mut Hashes,
    value: &'m mut &'static Shape,
    step: &'m mut Option<Step>,
    ctx: &'c Ctx,
}

impl KeyOwner<'_, '_> {
    #[inline(always)]
    fn accept(&mut self, key: &str) -> bool {
        let (shape, hashed, is_field) = match &mut *self.keys {
            Keys::Struct {
                fields,
                rest,
                seen,
                next,
            } => match lookup(fields, *next, key) {
                Some((i, field)) => {
                    if !seen.insert(i) {
                        return false;
                    }
                    *next = i + 1;
                    (field.shape, false, true)
                }
                None => match rest {
                    Some(rest) => (*rest, true, true),
                    None => return false,
                },
            },
            Keys::Map { values } => (*values, true, false),
        };
        if hashed && !self.hashes.insert(key_hash(key)) {
            return false;
        }
        // Stored without `Option` and name links: serde handles `null`
        // itself, and the value's checks then need no further lookups.
        *self.value = shape.present();
        if self.ctx.track {
            *self.step = Some(if is_field {
                Step::Field(key.to_owned())
            } else {
                Step::Key(key.to_owned())
            });
        }
        true
    }
}

/// Reads a key, checks it, then hands it to serde's own key seed.
struct KeyCheck<'m, 'c, K> {
    owner: KeyOwner<'m, 'c>,
    seed: K,
}

impl<'de, K: DeserializeSeed<'de>> DeserializeSeed<'de> for KeyCheck<'_, '_, K> {
    type Value = K::Value;
    #[inline(always)]
    fn deserialize<D: Deserializer<'de>>(self, de: D) -> Result<K::Value, D::Error> {
        de.deserialize_str(self)
    }
}

impl<'de, K: DeserializeSeed<'de>> Visitor<'de> for KeyCheck<'_, '_, K> {
    type Value = K::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string key")
    }

    #[inline(always)]
    fn visit_borrowed_str<E: de::Error>(mut self, v: &'de str) -> Result<K::Value, E> {
        if !self.owner.accept(v) {
            return Err(E::custom(STOP));
        }
        self.seed.deserialize(BorrowedStrDeserializer::new(v))
    }

    fn visit_str<E: de::Error>(mut self, v: &str) -> Result<K::Value, E> {
        if !self.owner.accept(v) {
            return Err(E::custom(STOP));
        }
        self.seed.deserialize(StrDeserializer::new(v))
    }

    fn visit_string<E: de::Error>(mut self, v: String) -> Result<K::Value, E> {
        if !self.owner.accept(&v) {
            return Err(E::custom(STOP));
        }
        self.seed.deserialize(StringDeserializer::new(v))
    }
}
