//! Expressions built on first use: a value's environment offers its view,
//! presence and old value to every check, but most values' checks read
//! only one or two of them (building all eight cost about a tenth of
//! emitting).

use std::cell::OnceCell;
use std::ops::Deref;
use std::rc::Rc;

use proc_macro2::TokenStream;

/// Tokens built the first time they are read, then kept.
#[derive(Clone)]
pub struct Lazy<'a> {
    tokens: OnceCell<TokenStream>,
    make: Option<Rc<dyn Fn() -> TokenStream + 'a>>,
}

impl<'a> Lazy<'a> {
    /// Tokens built by `make` when first read.
    pub fn new(make: impl Fn() -> TokenStream + 'a) -> Self {
        Lazy {
            tokens: OnceCell::new(),
            make: Some(Rc::new(make)),
        }
    }
}

impl From<TokenStream> for Lazy<'_> {
    fn from(tokens: TokenStream) -> Self {
        Lazy {
            tokens: OnceCell::from(tokens),
            make: None,
        }
    }
}

impl Deref for Lazy<'_> {
    type Target = TokenStream;

    fn deref(&self) -> &TokenStream {
        self.tokens
            .get_or_init(|| self.make.as_ref().map_or_else(TokenStream::new, |make| make()))
    }
}

impl quote::ToTokens for Lazy<'_> {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        (**self).to_tokens(tokens);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    #[test]
    fn built_once_on_first_read_and_not_before() {
        let calls = std::cell::Cell::new(0);
        let lazy = Lazy::new(|| {
            calls.set(calls.get() + 1);
            quote!(a.b)
        });
        assert_eq!(calls.get(), 0);
        assert_eq!(quote!(#lazy x).to_string(), "a . b x");
        assert_eq!(lazy.to_string(), "a . b");
        assert_eq!(calls.get(), 1);
        let eager: Lazy = quote!(None).into();
        assert_eq!(eager.to_string(), "None");
    }
}
