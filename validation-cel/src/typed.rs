//! Values handed to rules without a JSON round trip: generated code
//! implements [`ToCel`] for its types (fields under their CEL names, see
//! [`crate::escape::escape`]) and checks a [`crate::CompiledRule`] held in a
//! `static`.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use kube_cel::cel::objects::{Key, Map};
use kube_cel::cel::Value as Cel;

/// A Rust value as CEL sees it.
pub trait ToCel {
    fn to_cel(&self) -> Cel;
}

impl ToCel for bool {
    fn to_cel(&self) -> Cel {
        Cel::Bool(*self)
    }
}

macro_rules! int_to_cel {
    ($($t:ty),*) => {$(
        impl ToCel for $t {
            fn to_cel(&self) -> Cel {
                Cel::Int(i64::from(*self))
            }
        }
    )*};
}
int_to_cel!(i8, i16, i32, i64, u8, u16, u32);

impl ToCel for f64 {
    fn to_cel(&self) -> Cel {
        Cel::Float(*self)
    }
}

impl ToCel for str {
    fn to_cel(&self) -> Cel {
        Cel::String(Arc::new(self.to_owned()))
    }
}

impl ToCel for String {
    fn to_cel(&self) -> Cel {
        self.as_str().to_cel()
    }
}

impl<T: ToCel> ToCel for Option<T> {
    fn to_cel(&self) -> Cel {
        self.as_ref().map_or(Cel::Null, ToCel::to_cel)
    }
}

impl<T: ToCel> ToCel for [T] {
    fn to_cel(&self) -> Cel {
        Cel::List(Arc::new(self.iter().map(ToCel::to_cel).collect()))
    }
}

impl<T: ToCel> ToCel for Vec<T> {
    fn to_cel(&self) -> Cel {
        self.as_slice().to_cel()
    }
}

impl<T: ToCel> ToCel for BTreeMap<String, T> {
    fn to_cel(&self) -> Cel {
        map(self.iter().map(|(k, v)| (k.as_str(), v.to_cel())))
    }
}

impl<T: ToCel, S: std::hash::BuildHasher> ToCel for HashMap<String, T, S> {
    fn to_cel(&self) -> Cel {
        map(self.iter().map(|(k, v)| (k.as_str(), v.to_cel())))
    }
}

/// A CEL map (an object's present fields under their CEL names, or a map's
/// entries).
pub fn map<'k>(entries: impl IntoIterator<Item = (&'k str, Cel)>) -> Cel {
    let map: HashMap<Key, Cel> = entries
        .into_iter()
        .map(|(k, v)| (Key::String(Arc::new(k.to_owned())), v))
        .collect();
    Cel::Map(Map { map: Arc::new(map) })
}
