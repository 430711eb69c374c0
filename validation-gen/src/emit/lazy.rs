//! Expressions built on first use: a value's environment offers its view,
//! presence and old value to every check, but most values' checks read
//! only one or two of them (building all eight cost about a tenth of
//! emitting). They are Rust text, read with the code around them by
//! `layout::fragment_text`.

use std::cell::OnceCell;
use std::ops::Deref;
use std::rc::Rc;

use proc_macro2::TokenStream;

/// Rust text built the first time it is read, then kept.
#[derive(Clone)]
pub struct Lazy<'a> {
    text: OnceCell<String>,
    make: Option<Rc<dyn Fn() -> String + 'a>>,
}

impl<'a> Lazy<'a> {
    /// Text built by `make` when first read.
    pub fn new(make: impl Fn() -> String + 'a) -> Self {
        Lazy {
            text: OnceCell::new(),
            make: Some(Rc::new(make)),
        }
    }

    /// As tokens, for the parts of the emitter still built with quote.
    pub fn tokens(&self) -> TokenStream {
        super::values::tokens(self)
    }
}

impl From<&str> for Lazy<'_> {
    fn from(text: &str) -> Self {
        Lazy {
            text: OnceCell::from(text.to_owned()),
            make: None,
        }
    }
}

impl From<String> for Lazy<'_> {
    fn from(text: String) -> Self {
        Lazy {
            text: OnceCell::from(text),
            make: None,
        }
    }
}

impl Deref for Lazy<'_> {
    type Target = str;

    fn deref(&self) -> &str {
        self.text
            .get_or_init(|| self.make.as_ref().map_or_else(String::new, |make| make()))
    }
}

impl std::fmt::Display for Lazy<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_once_on_first_read_and_not_before() {
        let calls = std::cell::Cell::new(0);
        let lazy = Lazy::new(|| {
            calls.set(calls.get() + 1);
            "a.b".to_owned()
        });
        assert_eq!(calls.get(), 0);
        assert_eq!(format!("{lazy} x"), "a.b x");
        assert_eq!(&*lazy, "a.b");
        assert_eq!(lazy.tokens().to_string(), "a . b");
        assert_eq!(calls.get(), 1);
        let eager: Lazy = "None".into();
        assert_eq!(&*eager, "None");
    }
}
