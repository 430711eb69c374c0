//! Any `Serialize` value as CEL sees it under a schema, built directly
//! from serde's data model (no JSON in between), typed as
//! [`crate::convert::to_cel`] types JSON: `integer` is `int`, `number` is
//! `double`, `date-time`/`date`/`duration`/`byte` strings are timestamps,
//! durations and bytes, int-or-string is `int` or `string`. Objects with
//! `properties` expose their declared properties under their escaped CEL
//! names; an absent `Option` (`None`) is an absent field, as the value a
//! Rust type leaves unset.

use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::sync::{Arc, OnceLock};

use cel::objects::{Key, Map};
use cel::Value as Cel;
use serde::ser::{self, Serialize};
use validation_schema::Schema;

use crate::escape::escape;

/// Why a value could not be turned into CEL (a custom `Serialize` impl
/// failed, or a map key is not a string).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SerializeError(pub String);

impl fmt::Display for SerializeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SerializeError {}

impl ser::Error for SerializeError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        SerializeError(msg.to_string())
    }
}

/// `value` as CEL sees it under `schema`.
pub fn to_cel<T: Serialize + ?Sized>(schema: &Schema, value: &T) -> Result<Cel, SerializeError> {
    value.serialize(CelSerializer::plain(schema))
}

/// `value`, a whole resource, under its root `schema`: like [`to_cel`], and
/// `metadata.name` and `metadata.generateName` are accessible whether or
/// not the schema declares them.
pub fn to_cel_root<T: Serialize + ?Sized>(schema: &Schema, value: &T) -> Result<Cel, SerializeError> {
    to_cel_selected(schema, value, None, true)
}

/// `value` under `schema` as [`to_cel`] (or [`to_cel_root`] when `root`)
/// gives it, and, when it is an object with properties, only the
/// properties named in `properties` (as the schema names them, see
/// [`selected_properties`]): the others are not serialized at all (a rule
/// that reads only `self.a` does not pay for `self.b`).
pub(crate) fn to_cel_selected<T: Serialize + ?Sized>(
    schema: &Schema,
    value: &T,
    properties: Option<&BTreeSet<String>>,
    root: bool,
) -> Result<Cel, SerializeError> {
    value.serialize(CelSerializer {
        schema,
        root,
        selected: properties,
    })
}

/// The properties of `schema` (as it names them) whose CEL names are in
/// `fields`, and `metadata` on a resource's `root` when selected: what
/// [`to_cel_selected`] keeps, found once rather than escaping every
/// property name of every value serialized.
pub(crate) fn selected_properties(schema: &Schema, fields: &BTreeSet<String>, root: bool) -> BTreeSet<String> {
    let mut properties: BTreeSet<String> = schema
        .properties
        .keys()
        .filter(|name| escape(name).is_some_and(|cel_name| fields.contains(&cel_name)))
        .cloned()
        .collect();
    if root && fields.contains("metadata") {
        properties.insert("metadata".to_owned());
    }
    properties
}

/// The most fields a [`FieldPlan`] captures: rules read a few (a rule
/// reading more is checked on the converted value).
pub(crate) const MAX_FIELDS: usize = 4;

/// The captured fields of one value, in the order of its [`FieldPlan`]
/// (`None`: absent).
pub(crate) type Fields = [Option<Cel>; MAX_FIELDS];

/// The fields of an object a rule reads, each converted as
/// [`to_cel_selected`] converts it, but held in a fixed array rather than a
/// map: no map is built, no key hashed, nothing allocated but the fields'
/// own values.
pub(crate) struct FieldPlan {
    fields: Vec<PlannedField>,
    /// The fields of the first struct captured, in the order it
    /// serialized them: a type serializes its fields in one order, under
    /// the same `&'static str` names, so a field is found by its position
    /// without comparing names.
    positions: OnceLock<Vec<SeenField>>,
}

/// A struct field's name (its `&'static str`, by address and length: at
/// one address, of one length, it is one name) and the index of its
/// planned field.
struct SeenField {
    address: usize,
    len: usize,
    index: Option<usize>,
}

impl SeenField {
    fn of(name: &'static str, index: Option<usize>) -> SeenField {
        SeenField {
            address: name.as_ptr() as usize,
            len: name.len(),
            index,
        }
    }
}

struct PlannedField {
    /// The property as the schema (and `Serialize`) names it.
    name: String,
    /// Its CEL name, as the rule selects it.
    key: Key,
    schema: Schema,
}

/// Why a value's fields were not captured.
#[derive(Debug)]
enum CaptureError {
    /// The value is not serialized as a struct: the fields are found by
    /// the general conversion.
    NotStruct,
    /// A field's `Serialize` failed: the general conversion fails the same.
    Field(SerializeError),
}

impl fmt::Display for CaptureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CaptureError::NotStruct => f.write_str("not a struct"),
            CaptureError::Field(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CaptureError {}

impl ser::Error for CaptureError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        CaptureError::Field(SerializeError(msg.to_string()))
    }
}

impl FieldPlan {
    /// The plan for `properties` of `schema` (see [`selected_properties`]);
    /// none for an object with `additionalProperties` (its entries are not
    /// fields) or more than [`MAX_FIELDS`] properties.
    pub(crate) fn new(schema: &Schema, properties: &BTreeSet<String>, root: bool) -> Option<FieldPlan> {
        if schema.additional_properties_schema().is_some() || properties.len() > MAX_FIELDS {
            return None;
        }
        let fields = properties
            .iter()
            .map(|name| {
                let field_schema = field_schema(schema, name, root)?;
                Some(PlannedField {
                    name: name.clone(),
                    key: key(&escape(name)?),
                    schema: field_schema.clone(),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(FieldPlan {
            fields,
            positions: OnceLock::new(),
        })
    }

    /// Captures the planned fields of `value` into `fields` (all absent
    /// before): false when it is not serialized as a struct.
    pub(crate) fn capture<T: Serialize + ?Sized>(
        &self,
        value: &T,
        fields: &mut Fields,
    ) -> Result<bool, SerializeError> {
        let learning = self.positions.get().is_none().then(Vec::new);
        match value.serialize(FieldCapture {
            plan: self,
            fields,
            position: 0,
            learning,
        }) {
            Ok(()) => Ok(true),
            Err(CaptureError::NotStruct) => Ok(false),
            Err(CaptureError::Field(e)) => Err(e),
        }
    }

    /// The index of the planned field a struct names `name`, the field
    /// at `position` in its serialization.
    fn index(&self, position: usize, name: &'static str) -> Option<usize> {
        let known = self.positions.get().and_then(|positions| positions.get(position));
        match known {
            Some(seen) if seen.address == name.as_ptr() as usize && seen.len == name.len() => seen.index,
            _ => self.fields.iter().position(|f| f.name == name),
        }
    }

    /// The largest sizes in the object `fields` are of (see
    /// [`crate::actual_cost::largest`]): its present fields, their names
    /// and values, as in the map [`to_cel_selected`] builds.
    pub(crate) fn largest(&self, fields: &Fields) -> crate::actual_cost::Largest {
        use crate::actual_cost::Largest;
        let present = || {
            self.fields
                .iter()
                .zip(fields)
                .filter_map(|(f, v)| Some((&f.key, v.as_ref()?)))
        };
        present().fold(
            Largest {
                size: present().count() as f64,
                text: 0.0,
            },
            |found, (key, v)| {
                let key = match key {
                    Key::String(s) => s.len() as f64,
                    _ => 0.0,
                };
                found
                    .max(Largest { size: key, text: key })
                    .max(crate::actual_cost::largest(v))
            },
        )
    }

    /// The field `key` in `fields`, captured by this plan: `Some(None)` when
    /// absent, `None` when the plan has no such field.
    pub(crate) fn field<'f>(&self, fields: &'f Fields, key: &Key) -> Option<Option<&'f Cel>> {
        let index = self.fields.iter().position(|f| &f.key == key)?;
        Some(fields.get(index)?.as_ref())
    }
}

/// The schema of the property `name` of `schema` as the conversion reads
/// it: a resource root's `metadata` exposes its name alone.
fn field_schema<'s>(schema: &'s Schema, name: &str, root: bool) -> Option<&'s Schema> {
    if root && name == "metadata" {
        return Some(root_metadata());
    }
    schema.properties.get(name)
}

/// Serializes a struct into the fields of a [`FieldPlan`].
struct FieldCapture<'p, 'f> {
    plan: &'p FieldPlan,
    fields: &'f mut Fields,
    /// The next field's position in the struct's serialization.
    position: usize,
    /// The fields seen, when this is the plan's first capture.
    learning: Option<Vec<SeenField>>,
}

impl ser::SerializeStruct for FieldCapture<'_, '_> {
    type Ok = ();
    type Error = CaptureError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, name: &'static str, value: &T) -> Result<(), CaptureError> {
        let position = self.position;
        self.position += 1;
        let index = self.plan.index(position, name);
        if let Some(learning) = &mut self.learning {
            learning.push(SeenField::of(name, index));
        }
        let Some(index) = index else {
            return Ok(());
        };
        let (Some(planned), Some(slot)) = (self.plan.fields.get(index), self.fields.get_mut(index)) else {
            return Ok(());
        };
        let v = value
            .serialize(CelSerializer::plain(&planned.schema))
            .map_err(CaptureError::Field)?;
        // As `ObjectSerializer::entry`: `None` fields are unset.
        *slot = (!matches!(v, Cel::Null) || planned.schema.nullable).then_some(v);
        Ok(())
    }
    fn end(self) -> Result<(), CaptureError> {
        if let Some(learned) = self.learning {
            // Another thread's first capture may have been first.
            let _ = self.plan.positions.set(learned);
        }
        Ok(())
    }
}

/// Every form but a struct (and the wrappers of one) is not captured.
macro_rules! not_struct {
    ($($name:ident($($arg:ty),*) -> $ret:ty;)*) => {$(
        fn $name(self, $(_: $arg),*) -> Result<$ret, CaptureError> {
            Err(CaptureError::NotStruct)
        }
    )*};
}

impl<'p, 'f> ser::Serializer for FieldCapture<'p, 'f> {
    type Ok = ();
    type Error = CaptureError;
    type SerializeSeq = ser::Impossible<(), CaptureError>;
    type SerializeTuple = ser::Impossible<(), CaptureError>;
    type SerializeTupleStruct = ser::Impossible<(), CaptureError>;
    type SerializeTupleVariant = ser::Impossible<(), CaptureError>;
    type SerializeMap = ser::Impossible<(), CaptureError>;
    type SerializeStruct = Self;
    type SerializeStructVariant = ser::Impossible<(), CaptureError>;

    not_struct! {
        serialize_bool(bool) -> ();
        serialize_i8(i8) -> ();
        serialize_i16(i16) -> ();
        serialize_i32(i32) -> ();
        serialize_i64(i64) -> ();
        serialize_u8(u8) -> ();
        serialize_u16(u16) -> ();
        serialize_u32(u32) -> ();
        serialize_u64(u64) -> ();
        serialize_f32(f32) -> ();
        serialize_f64(f64) -> ();
        serialize_char(char) -> ();
        serialize_str(&str) -> ();
        serialize_bytes(&[u8]) -> ();
        serialize_none() -> ();
        serialize_unit() -> ();
        serialize_unit_struct(&'static str) -> ();
        serialize_unit_variant(&'static str, u32, &'static str) -> ();
        serialize_seq(Option<usize>) -> Self::SerializeSeq;
        serialize_tuple(usize) -> Self::SerializeTuple;
        serialize_tuple_struct(&'static str, usize) -> Self::SerializeTupleStruct;
        serialize_tuple_variant(&'static str, u32, &'static str, usize) -> Self::SerializeTupleVariant;
        serialize_map(Option<usize>) -> Self::SerializeMap;
        serialize_struct_variant(&'static str, u32, &'static str, usize) -> Self::SerializeStructVariant;
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), CaptureError> {
        value.serialize(self)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), CaptureError> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<(), CaptureError> {
        Err(CaptureError::NotStruct)
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Self, CaptureError> {
        Ok(self)
    }
}

/// The schema of a value nothing describes: typed by its serde kind alone.
fn unknown() -> &'static Schema {
    static UNKNOWN: std::sync::OnceLock<Schema> = std::sync::OnceLock::new();
    UNKNOWN.get_or_init(Schema::default)
}

/// What a resource root's `metadata` exposes to rules.
fn root_metadata() -> &'static Schema {
    static METADATA: std::sync::OnceLock<Schema> = std::sync::OnceLock::new();
    METADATA.get_or_init(|| {
        let string = || Schema {
            type_: Some("string".into()),
            ..Schema::default()
        };
        let mut schema = Schema {
            type_: Some("object".into()),
            ..Schema::default()
        };
        schema.properties.insert("name".into(), string());
        schema.properties.insert("generateName".into(), string());
        schema
    })
}

#[derive(Clone, Copy)]
struct CelSerializer<'s> {
    schema: &'s Schema,
    /// The value is a resource's root object.
    root: bool,
    /// The only properties of the object to serialize (as the schema
    /// names them), if not all.
    selected: Option<&'s BTreeSet<String>>,
}

fn key(name: &str) -> Key {
    Key::String(Arc::new(name.to_owned()))
}

thread_local! {
    /// The CEL keys of struct fields' names, by the address of the name:
    /// escaping a name and allocating its key cost more than the rest of a
    /// scalar field's conversion. Direct-mapped; a clash only recomputes.
    static FIELD_KEYS: std::cell::RefCell<[Option<FieldKey>; 64]> =
        const { std::cell::RefCell::new([const { None }; 64]) };
}

/// A struct field's name (its address and length) and its CEL key.
type FieldKey = (usize, usize, Option<Key>);

/// The CEL key of the struct field `name` (its escaped name; `None` when
/// CEL cannot name it).
fn field_key(name: &'static str) -> Option<Key> {
    let address = name.as_ptr() as usize;
    let slot = (address >> 3) % 64;
    FIELD_KEYS.with(|keys| {
        let mut keys = keys.borrow_mut();
        let Some(entry) = keys.get_mut(slot) else {
            return escape(name).map(|n| self::key(&n));
        };
        if let Some((known, len, key)) = entry {
            if *known == address && *len == name.len() {
                return key.clone();
            }
        }
        let key = escape(name).map(|n| self::key(&n));
        *entry = Some((address, name.len(), key.clone()));
        key
    })
}

fn cel_map(entries: HashMap<Key, Cel>) -> Cel {
    Cel::Map(Map { map: Arc::new(entries) })
}

impl<'s> CelSerializer<'s> {
    /// A value below the one serialized: not a root, every property.
    fn plain(schema: &'s Schema) -> CelSerializer<'s> {
        CelSerializer {
            schema,
            root: false,
            selected: None,
        }
    }

    fn int(self, i: i64) -> Cel {
        if self.schema.type_name() == "number" {
            Cel::Float(i as f64)
        } else {
            Cel::Int(i)
        }
    }

    /// An object of up to `len` entries (serde's hint).
    fn object(self, len: usize) -> ObjectSerializer<'s> {
        // Sized once rather than grown entry by entry; the hint is capped,
        // since a `Serialize` impl may claim any length.
        let kept = self.selected.map_or(len, |names| names.len().min(len));
        ObjectSerializer {
            schema: self.schema,
            root: self.root,
            selected: self.selected,
            entries: HashMap::with_capacity(kept.min(64)),
            pending_key: None,
        }
    }

    /// `{variant: value}`, serde's externally tagged enum form.
    fn tagged(variant: &str, value: Cel) -> Cel {
        cel_map(HashMap::from([(key(variant), value)]))
    }
}

impl<'s> ser::Serializer for CelSerializer<'s> {
    type Ok = Cel;
    type Error = SerializeError;
    type SerializeSeq = SeqSerializer<'s>;
    type SerializeTuple = SeqSerializer<'s>;
    type SerializeTupleStruct = SeqSerializer<'s>;
    type SerializeTupleVariant = VariantSerializer<SeqSerializer<'s>>;
    type SerializeMap = ObjectSerializer<'s>;
    type SerializeStruct = ObjectSerializer<'s>;
    type SerializeStructVariant = VariantSerializer<ObjectSerializer<'s>>;

    fn serialize_bool(self, v: bool) -> Result<Cel, SerializeError> {
        Ok(Cel::Bool(v))
    }
    fn serialize_i8(self, v: i8) -> Result<Cel, SerializeError> {
        Ok(self.int(i64::from(v)))
    }
    fn serialize_i16(self, v: i16) -> Result<Cel, SerializeError> {
        Ok(self.int(i64::from(v)))
    }
    fn serialize_i32(self, v: i32) -> Result<Cel, SerializeError> {
        Ok(self.int(i64::from(v)))
    }
    fn serialize_i64(self, v: i64) -> Result<Cel, SerializeError> {
        Ok(self.int(v))
    }
    fn serialize_u8(self, v: u8) -> Result<Cel, SerializeError> {
        Ok(self.int(i64::from(v)))
    }
    fn serialize_u16(self, v: u16) -> Result<Cel, SerializeError> {
        Ok(self.int(i64::from(v)))
    }
    fn serialize_u32(self, v: u32) -> Result<Cel, SerializeError> {
        Ok(self.int(i64::from(v)))
    }
    fn serialize_u64(self, v: u64) -> Result<Cel, SerializeError> {
        Ok(match i64::try_from(v) {
            Ok(i) => self.int(i),
            Err(_) if self.schema.type_name() == "number" => Cel::Float(v as f64),
            Err(_) => Cel::UInt(v),
        })
    }
    fn serialize_f32(self, v: f32) -> Result<Cel, SerializeError> {
        Ok(Cel::Float(f64::from(v)))
    }
    fn serialize_f64(self, v: f64) -> Result<Cel, SerializeError> {
        Ok(Cel::Float(v))
    }
    fn serialize_char(self, v: char) -> Result<Cel, SerializeError> {
        Ok(crate::convert::string(self.schema, v.encode_utf8(&mut [0; 4])))
    }
    fn serialize_str(self, v: &str) -> Result<Cel, SerializeError> {
        Ok(crate::convert::string(self.schema, v))
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<Cel, SerializeError> {
        Ok(Cel::Bytes(Arc::new(v.to_vec())))
    }
    fn serialize_none(self) -> Result<Cel, SerializeError> {
        Ok(Cel::Null)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<Cel, SerializeError> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<Cel, SerializeError> {
        Ok(Cel::Null)
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<Cel, SerializeError> {
        Ok(Cel::Null)
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<Cel, SerializeError> {
        Ok(crate::convert::string(self.schema, variant))
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<Cel, SerializeError> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<Cel, SerializeError> {
        let schema = self.schema.properties.get(variant).unwrap_or(unknown());
        let inner = value.serialize(CelSerializer::plain(schema))?;
        Ok(Self::tagged(variant, inner))
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<SeqSerializer<'s>, SerializeError> {
        Ok(SeqSerializer {
            items: self.schema.item_schema().unwrap_or(unknown()),
            values: Vec::with_capacity(len.unwrap_or(0)),
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<SeqSerializer<'s>, SerializeError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<SeqSerializer<'s>, SerializeError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Self::SerializeTupleVariant, SerializeError> {
        let schema = self.schema.properties.get(variant).unwrap_or(unknown());
        let inner = CelSerializer::plain(schema).serialize_seq(Some(len))?;
        Ok(VariantSerializer { variant, inner })
    }
    fn serialize_map(self, len: Option<usize>) -> Result<ObjectSerializer<'s>, SerializeError> {
        Ok(self.object(len.unwrap_or(0)))
    }
    fn serialize_struct(self, _name: &'static str, len: usize) -> Result<ObjectSerializer<'s>, SerializeError> {
        Ok(self.object(len))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Self::SerializeStructVariant, SerializeError> {
        let schema = self.schema.properties.get(variant).unwrap_or(unknown());
        let inner = CelSerializer::plain(schema).object(len);
        Ok(VariantSerializer { variant, inner })
    }
}

/// A list's items, each under the list's item schema.
pub struct SeqSerializer<'s> {
    items: &'s Schema,
    values: Vec<Cel>,
}

impl SeqSerializer<'_> {
    fn push<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), SerializeError> {
        let v = value.serialize(CelSerializer::plain(self.items))?;
        self.values.push(v);
        Ok(())
    }

    fn finish(self) -> Cel {
        Cel::List(Arc::new(self.values))
    }
}

impl ser::SerializeSeq for SeqSerializer<'_> {
    type Ok = Cel;
    type Error = SerializeError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), SerializeError> {
        self.push(value)
    }
    fn end(self) -> Result<Cel, SerializeError> {
        Ok(self.finish())
    }
}

impl ser::SerializeTuple for SeqSerializer<'_> {
    type Ok = Cel;
    type Error = SerializeError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), SerializeError> {
        self.push(value)
    }
    fn end(self) -> Result<Cel, SerializeError> {
        Ok(self.finish())
    }
}

impl ser::SerializeTupleStruct for SeqSerializer<'_> {
    type Ok = Cel;
    type Error = SerializeError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), SerializeError> {
        self.push(value)
    }
    fn end(self) -> Result<Cel, SerializeError> {
        Ok(self.finish())
    }
}

/// An object: a struct's fields or a map's entries. With
/// `additionalProperties` every entry is kept under its own key; otherwise
/// only declared properties, under their CEL names.
pub struct ObjectSerializer<'s> {
    schema: &'s Schema,
    root: bool,
    selected: Option<&'s BTreeSet<String>>,
    entries: HashMap<Key, Cel>,
    pending_key: Option<String>,
}

impl ObjectSerializer<'_> {
    /// A struct field: its CEL key is the cached one of its name (see
    /// [`field_key`]).
    fn field<T: Serialize + ?Sized>(&mut self, name: &'static str, value: &T) -> Result<(), SerializeError> {
        self.entry(name, |_| field_key(name), value)
    }

    /// An entry named `name`, under the key `cel_key` gives a declared
    /// property's name.
    fn entry<T: Serialize + ?Sized>(
        &mut self,
        name: &str,
        cel_key: impl FnOnce(&str) -> Option<Key>,
        value: &T,
    ) -> Result<(), SerializeError> {
        if let Some(values) = self.schema.additional_properties_schema() {
            let v = value.serialize(CelSerializer::plain(values))?;
            self.entries.insert(key(name), v);
            return Ok(());
        }
        if self.selected.is_some_and(|names| !names.contains(name)) {
            return Ok(());
        }
        let Some(schema) = field_schema(self.schema, name, self.root) else {
            return Ok(());
        };
        let Some(cel_key) = cel_key(name) else {
            return Ok(());
        };
        let v = value.serialize(CelSerializer::plain(schema))?;
        // `None` fields are unset: absent, as `has()` sees them.
        if !matches!(v, Cel::Null) || schema.nullable {
            self.entries.insert(cel_key, v);
        }
        Ok(())
    }

    fn finish(self) -> Cel {
        cel_map(self.entries)
    }
}

impl ser::SerializeStruct for ObjectSerializer<'_> {
    type Ok = Cel;
    type Error = SerializeError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, name: &'static str, value: &T) -> Result<(), SerializeError> {
        self.field(name, value)
    }
    fn end(self) -> Result<Cel, SerializeError> {
        Ok(self.finish())
    }
}

impl ser::SerializeMap for ObjectSerializer<'_> {
    type Ok = Cel;
    type Error = SerializeError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, k: &T) -> Result<(), SerializeError> {
        match k.serialize(CelSerializer::plain(unknown()))? {
            Cel::String(s) => self.pending_key = Some(s.to_string()),
            // As JSON writes them: integer and bool keys become strings.
            Cel::Int(i) => self.pending_key = Some(i.to_string()),
            Cel::UInt(u) => self.pending_key = Some(u.to_string()),
            Cel::Bool(b) => self.pending_key = Some(b.to_string()),
            other => return Err(SerializeError(format!("map key is not a string: {other:?}"))),
        }
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), SerializeError> {
        let name = self
            .pending_key
            .take()
            .ok_or_else(|| SerializeError("map value without a key".to_owned()))?;
        self.entry(&name, |name| escape(name).map(|n| key(&n)), value)
    }
    fn end(self) -> Result<Cel, SerializeError> {
        Ok(self.finish())
    }
}

/// A tuple or struct variant: `{variant: inner}`.
pub struct VariantSerializer<S> {
    variant: &'static str,
    inner: S,
}

impl ser::SerializeTupleVariant for VariantSerializer<SeqSerializer<'_>> {
    type Ok = Cel;
    type Error = SerializeError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), SerializeError> {
        self.inner.push(value)
    }
    fn end(self) -> Result<Cel, SerializeError> {
        Ok(CelSerializer::tagged(self.variant, self.inner.finish()))
    }
}

impl ser::SerializeStructVariant for VariantSerializer<ObjectSerializer<'_>> {
    type Ok = Cel;
    type Error = SerializeError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, name: &'static str, value: &T) -> Result<(), SerializeError> {
        self.inner.field(name, value)
    }
    fn end(self) -> Result<Cel, SerializeError> {
        Ok(CelSerializer::tagged(self.variant, self.inner.finish()))
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::json;

    use super::*;

    fn schema(v: serde_json::Value) -> Schema {
        serde_json::from_value(v).unwrap()
    }

    #[derive(serde::Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Spec {
        min_replicas: i32,
        #[serde(skip_serializing_if = "Option::is_none")]
        max: Option<i64>,
        unset: Option<String>,
        ratio: f64,
        created: String,
        labels: BTreeMap<String, String>,
        undeclared: bool,
        #[serde(rename = "x-y")]
        dashed: u8,
    }

    /// The same CEL value as the JSON path gives, for every kind the
    /// schema types, without JSON in between.
    #[test]
    fn typed_values_match_the_json_conversion() {
        let s = schema(json!({"type": "object", "properties": {
            "minReplicas": {"type": "integer"},
            "max": {"type": "integer"},
            "unset": {"type": "string"},
            "ratio": {"type": "number"},
            "created": {"type": "string", "format": "date-time"},
            "labels": {"type": "object", "additionalProperties": {"type": "string"}},
            "x-y": {"type": "number"}
        }}));
        let spec = Spec {
            min_replicas: 2,
            max: None,
            unset: None,
            ratio: 1.0,
            created: "2024-01-02T03:04:05Z".into(),
            labels: BTreeMap::from([("a".into(), "b".into())]),
            undeclared: true,
            dashed: 3,
        };
        let typed = to_cel(&s, &spec).unwrap();
        let json = json!({"minReplicas": 2, "ratio": 1.0, "created": "2024-01-02T03:04:05Z",
            "labels": {"a": "b"}, "undeclared": true, "x-y": 3});
        assert_eq!(typed, crate::convert::to_cel(&s, &json));
    }

    #[test]
    fn int_or_string_and_bytes_follow_the_value() {
        let ios = schema(json!({"x-kubernetes-int-or-string": true}));
        assert_eq!(to_cel(&ios, &5).unwrap(), Cel::Int(5));
        assert_eq!(to_cel(&ios, "5%").unwrap(), Cel::String(Arc::new("5%".into())));
        let bytes = schema(json!({"type": "string", "format": "byte"}));
        assert_eq!(to_cel(&bytes, "aGk=").unwrap(), Cel::Bytes(Arc::new(b"hi".to_vec())));
    }

    #[test]
    fn map_keys_are_written_as_json_writes_them() {
        let s = schema(json!({"type": "object", "additionalProperties": {"type": "integer"}}));
        let typed = to_cel(&s, &BTreeMap::from([(7u16, 1), (8u16, 2)])).unwrap();
        assert_eq!(typed, crate::convert::to_cel(&s, &json!({"7": 1, "8": 2})));
        let err = to_cel(&s, &BTreeMap::from([((1, 2), 1)])).unwrap_err();
        assert!(err.0.starts_with("map key is not a string"), "{err}");
    }

    /// Fields are captured by name whatever the positions the first
    /// capture found them at (a field skipped then, present now), and only
    /// from structs.
    #[test]
    fn fields_are_captured_by_name() {
        #[derive(serde::Serialize)]
        struct Shifting {
            #[serde(skip_serializing_if = "Option::is_none")]
            first: Option<i64>,
            second: String,
            third: i64,
        }
        let s = schema(json!({"type": "object", "properties": {
            "first": {"type": "integer"}, "second": {"type": "string"}, "third": {"type": "integer"}
        }}));
        let properties = BTreeSet::from(["first".to_owned(), "third".to_owned()]);
        let Some(plan) = FieldPlan::new(&s, &properties, false) else {
            panic!("no plan")
        };
        let (first, third) = (key("first"), key("third"));
        let captured = |value: &Shifting| {
            let mut fields = Fields::default();
            assert_eq!(plan.capture(value, &mut fields), Ok(true));
            (
                plan.field(&fields, &first).map(|f| f.cloned()),
                plan.field(&fields, &third).map(|f| f.cloned()),
            )
        };
        for _ in 0..2 {
            let without = Shifting {
                first: None,
                second: "b".into(),
                third: 3,
            };
            assert_eq!(captured(&without), (Some(None), Some(Some(Cel::Int(3)))));
            let with = Shifting {
                first: Some(1),
                ..without
            };
            assert_eq!(captured(&with), (Some(Some(Cel::Int(1))), Some(Some(Cel::Int(3)))));
        }
        assert_eq!(plan.field(&Fields::default(), &key("second")), None);
        let mut fields = Fields::default();
        assert_eq!(plan.capture(&BTreeMap::from([("first", 1)]), &mut fields), Ok(false));
        assert_eq!(plan.capture(&5, &mut fields), Ok(false));
        // An object with additional properties has entries, not fields.
        let map = schema(json!({"type": "object", "additionalProperties": {"type": "integer"}}));
        assert!(FieldPlan::new(&map, &properties, false).is_none());
    }

    #[test]
    fn a_root_exposes_its_metadata_name() {
        #[derive(serde::Serialize)]
        struct Meta {
            name: &'static str,
            uid: &'static str,
        }
        #[derive(serde::Serialize)]
        struct Root {
            metadata: Meta,
        }
        let s = schema(json!({"type": "object", "properties": {"metadata": {"type": "object"}}}));
        let value = Root {
            metadata: Meta { name: "w", uid: "1" },
        };
        let meta = cel_map(HashMap::from([(key("name"), Cel::String(Arc::new("w".into())))]));
        assert_eq!(
            to_cel_root(&s, &value).unwrap(),
            cel_map(HashMap::from([(key("metadata"), meta)]))
        );
        assert_eq!(
            to_cel(&s, &value).unwrap(),
            cel_map(HashMap::from([(key("metadata"), cel_map(HashMap::new()))]))
        );
    }
}
