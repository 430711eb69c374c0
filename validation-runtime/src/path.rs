//! Field paths.
//!
//! A path is a chain of stack-allocated links, each borrowing its parent, so
//! building `spec.containers[3].name` while descending costs no heap
//! allocation; the string is produced only when an error is reported.

use std::fmt;

/// Paths up to this many links render without allocating a link list.
const SHORT_PATH: usize = 32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Segment<'a> {
    /// The null path (no path at all); renders `<nil>` on its own.
    Null,
    Name(&'a str),
    /// The type name of a struct embedded at the root (`#[serde(flatten)]`
    /// on a root's field): declarative validation names the embedded
    /// fields after it; the schema, where they are the root's own
    /// properties, does not.
    Embedded(&'a str),
    Index(usize),
    Key(&'a str),
}

/// A field path such as `spec.containers[0].name`.
#[derive(Clone, Copy, Debug)]
pub struct Path<'a> {
    parent: Option<&'a Path<'a>>,
    segment: Segment<'a>,
}

impl<'a> Path<'a> {
    /// The null path used for root objects: renders `<nil>`, and children of
    /// it start a fresh chain (`root().child("a")` renders `a`).
    #[inline]
    pub const fn root() -> Path<'static> {
        Path {
            parent: None,
            segment: Segment::Null,
        }
    }

    /// A chain whose first segment is `name`.
    #[inline]
    pub const fn new(name: &'a str) -> Path<'a> {
        Path {
            parent: None,
            segment: Segment::Name(name),
        }
    }

    /// This path followed by the name segment `name`.
    #[inline]
    pub fn child<'b>(&'b self, name: &'b str) -> Path<'b> {
        self.push(Segment::Name(name))
    }

    /// The path of a struct this value embeds (`#[serde(flatten)]`),
    /// whose type is `type_name`: the value's own path, except at the
    /// root, where declarative validation names it after its type
    /// (`Pair.a`) and schema validation does not (`a`).
    #[inline]
    pub fn embed<'b>(&'b self, type_name: &'b str) -> Path<'b> {
        if self.is_root() {
            self.push(Segment::Embedded(type_name))
        } else {
            *self
        }
    }

    /// This path followed by the subscript `[i]`.
    #[inline]
    pub fn index(&self, i: usize) -> Path<'_> {
        self.push(Segment::Index(i))
    }

    /// This path followed by the subscript `[key]` (never quoted).
    #[inline]
    pub fn key<'b>(&'b self, key: &'b str) -> Path<'b> {
        self.push(Segment::Key(key))
    }

    /// The name the API server's OpenAPI schema validation gives the value:
    /// as the path renders, but a map key is named like a field
    /// (`spec.labels.x` where the field path is `spec.labels[x]`), and a
    /// struct embedded at the root adds nothing. The root is `<nil>`.
    pub fn schema_name(&self) -> String {
        match self.schema_name_or_empty() {
            name if name.is_empty() => "<nil>".to_owned(),
            name => name,
        }
    }

    /// [`Path::schema_name`], empty for the root, as the API server's
    /// messages name it (`" in body should ..."`).
    pub fn schema_name_or_empty(&self) -> String {
        let mut out = String::new();
        // Writing into a String cannot fail.
        let _ = fmt::write(&mut out, format_args!("{}", Styled(self, Style::Schema)));
        out
    }

    /// Whether the schema's name of the value differs from the path: a
    /// link of it is a map key (`[key]`) or a struct embedded at the root.
    pub fn schema_name_differs(&self) -> bool {
        let mut link = Some(self);
        while let Some(p) = link {
            if matches!(p.segment, Segment::Key(_) | Segment::Embedded(_)) {
                return true;
            }
            link = p.parent;
        }
        false
    }

    /// True only for the null path.
    #[inline]
    pub fn is_root(&self) -> bool {
        self.parent.is_none() && self.segment == Segment::Null
    }

    /// No branch: generated code builds a path for every field it visits,
    /// and most are never rendered. The null path is skipped when rendering.
    #[inline]
    fn push<'b>(&'b self, segment: Segment<'b>) -> Path<'b> {
        Path {
            parent: Some(self),
            segment,
        }
    }

    /// Writes the chain from its first link, without recursion: a path is
    /// as long as the value is deep. Links are gathered on the stack for
    /// paths of up to [`SHORT_PATH`] links, on the heap beyond.
    fn write(&self, f: &mut fmt::Formatter<'_>, style: Style) -> fmt::Result {
        let mut short: [Option<&Path<'_>>; SHORT_PATH] = [None; SHORT_PATH];
        let mut long: Vec<&Path<'_>> = Vec::new();
        let mut count = 0;
        // Children of the null path start a fresh chain, like Go's
        // `(*Path)(nil).Child(..)`, so the null path itself is not written.
        let mut link = Some(self).filter(|p| !p.is_root());
        while let Some(p) = link {
            match short.get_mut(count) {
                Some(slot) => *slot = Some(p),
                None => {
                    if long.is_empty() {
                        long.extend(short.iter().flatten());
                    }
                    long.push(p);
                }
            }
            count += 1;
            link = p.parent.filter(|parent| !parent.is_root());
        }
        if long.is_empty() {
            // Unused slots are `None`.
            for p in short.iter().rev().flatten() {
                p.write_segment(f, style)?;
            }
        } else {
            for p in long.iter().rev() {
                p.write_segment(f, style)?;
            }
        }
        Ok(())
    }

    fn write_segment(&self, f: &mut fmt::Formatter<'_>, style: Style) -> fmt::Result {
        match self.segment {
            Segment::Null => Ok(()),
            Segment::Embedded(_) if style == Style::Schema => Ok(()),
            Segment::Embedded(name) => self.write_name(f, name, style),
            Segment::Name("") => f.write_str("[]"),
            Segment::Name(name) => self.write_name(f, name, style),
            // The schema validator joins a key as it joins a name.
            Segment::Key(key) if style == Style::Schema => self.write_name(f, key, style),
            Segment::Index(i) => write!(f, "[{i}]"),
            Segment::Key(k) => write!(f, "[{k}]"),
        }
    }

    fn write_name(&self, f: &mut fmt::Formatter<'_>, name: &str, style: Style) -> fmt::Result {
        if self.parent.is_some_and(|p| !p.writes_nothing(style)) {
            f.write_str(".")?;
        }
        f.write_str(name)
    }

    /// Whether the path up to this link writes nothing: the root, and in
    /// the schema's naming a struct embedded at the root (only ever
    /// directly below it).
    fn writes_nothing(&self, style: Style) -> bool {
        self.is_root() || (style == Style::Schema && matches!(self.segment, Segment::Embedded(_)))
    }
}

/// How a path is written: as a field path, or as the API server's schema
/// validation names a value (map keys as names).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    Field,
    Schema,
}

/// A path written in a [`Style`].
struct Styled<'p, 'a>(&'p Path<'a>, Style);

impl fmt::Display for Styled<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write(f, self.1)
    }
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_root() {
            return f.write_str("<nil>");
        }
        self.write(f, Style::Field)
    }
}

#[cfg(test)]
mod tests {
    use super::Path;

    #[test]
    fn schema_names_join_map_keys_as_names() {
        let spec = Path::new("spec");
        let labels = spec.child("labels");
        let x = labels.key("x");
        let item = x.index(2);
        let field = item.child("port");
        assert_eq!(field.to_string(), "spec.labels[x][2].port");
        assert_eq!(field.schema_name(), "spec.labels.x[2].port");
        assert!(field.schema_name_differs() && !spec.child("a").index(0).schema_name_differs());
        let root = Path::root();
        assert_eq!(root.key("a").schema_name(), "a");
        assert_eq!(root.schema_name(), "<nil>");
        assert_eq!(root.schema_name_or_empty(), "");
    }

    #[test]
    fn a_struct_embedded_at_the_root_is_named_in_field_paths_only() {
        let root = Path::root();
        let pair = root.embed("Pair");
        let a = pair.child("a");
        let item = a.index(1);
        let key = pair.key("k");
        assert_eq!(
            [a.to_string(), item.to_string(), key.to_string(), pair.to_string()],
            ["Pair.a", "Pair.a[1]", "Pair[k]", "Pair"]
        );
        assert_eq!(
            [
                a.schema_name(),
                item.schema_name(),
                key.schema_name(),
                pair.schema_name()
            ],
            ["a", "a[1]", "k", "<nil>"]
        );
        assert_eq!(pair.schema_name_or_empty(), "");
        assert!(a.schema_name_differs() && pair.schema_name_differs());
        // Below the root, an embedded struct's fields are its owner's.
        let spec = Path::new("spec");
        let inner = spec.embed("Pair");
        assert_eq!(inner.child("a").to_string(), "spec.a");
        assert_eq!(inner.child("a").schema_name(), "spec.a");
        assert!(!inner.child("a").schema_name_differs());
    }

    #[test]
    fn renders_chains() {
        let spec = Path::new("spec");
        let c = spec.child("containers");
        let c0 = c.index(0);
        assert_eq!(c0.child("name").to_string(), "spec.containers[0].name");
        let md = Path::new("metadata");
        let labels = md.child("labels");
        assert_eq!(
            labels.key("app.kubernetes.io/name").to_string(),
            "metadata.labels[app.kubernetes.io/name]"
        );
    }

    #[test]
    fn null_path() {
        let root = Path::root();
        assert!(root.is_root());
        assert_eq!(root.to_string(), "<nil>");
        assert_eq!(root.child("a").to_string(), "a");
        assert!(!root.child("a").is_root());
        assert_eq!(root.index(1).to_string(), "[1]");
        assert_eq!(root.key("k").to_string(), "[k]");
        let a = root.child("a");
        assert_eq!(a.child("b").to_string(), "a.b");
    }

    /// 100,000 links render in order on a 2 MiB stack (rendering used to
    /// recurse once per link). The links are leaked so the chain can be
    /// built in a loop.
    #[test]
    fn long_paths_render_without_recursion() {
        let mut path: &'static Path<'static> = Box::leak(Box::new(Path::new("a")));
        for depth in (1..=100_000usize).rev() {
            let next = if depth % 2 == 0 {
                path.child("n")
            } else {
                path.index(depth % 10)
            };
            path = Box::leak(Box::new(next));
        }
        let long = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || path.to_string())
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(long.len(), 250_001);
        assert!(long.starts_with("a.n[9].n[7].n[5]"), "{}", &long[..20]);
        assert!(long.ends_with(".n[3].n[1]"));
    }

    #[test]
    fn empty_names_render_as_subscripts() {
        assert_eq!(Path::new("").to_string(), "[]");
        let a = Path::new("a");
        assert_eq!(a.child("").to_string(), "a[]");
        let e = Path::new("");
        assert_eq!(e.index(1).to_string(), "[][1]");
        assert_eq!(e.child("a").to_string(), "[].a");
        assert!(!e.is_root());
    }
}
