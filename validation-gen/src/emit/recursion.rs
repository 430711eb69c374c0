//! Types that contain themselves (`next: Option<Box<Node>>`,
//! `children: Vec<Node>`): their validation functions and `SemanticEq` /
//! `SemanticHash` impls recurse as deep as the value is, so they carry the
//! runtime's depth guard. Other types nest a fixed number of levels and pay
//! nothing.

use crate::model::{Model, Shape, TypeId, TypeKind};

/// Every type that lies on a cycle of the type graph (a type reaches
/// another through its fields, its newtype value or its alias target),
/// found as the strongly connected components of that graph (Tarjan's
/// algorithm, iterative: the graph can be deep).
pub fn recursive_types(model: &Model) -> Vec<bool> {
    let n = model.types.len();
    let edges: Vec<Vec<TypeId>> = (0..n).map(|id| successors(model, id)).collect();
    let mut nodes = vec![Visit::default(); n];
    let mut stack = Vec::new();
    let mut recursive = vec![false; n];
    let mut next_index = 0;
    for root in 0..n {
        if nodes.get(root).is_some_and(|r| r.index.is_some()) {
            continue;
        }
        // (node, how many of its edges were followed)
        let mut work = vec![(root, 0)];
        while let Some((v, followed)) = work.last().copied() {
            let Some(node) = nodes.get_mut(v) else { break };
            if node.index.is_none() {
                *node = Visit {
                    index: Some(next_index),
                    low: next_index,
                    on_stack: true,
                };
                next_index += 1;
                stack.push(v);
            }
            let out = edges.get(v).map_or(&[][..], Vec::as_slice);
            if let Some(&w) = out.get(followed) {
                if let Some(top) = work.last_mut() {
                    top.1 += 1;
                }
                match nodes.get(w).copied() {
                    Some(Visit { index: None, .. }) => work.push((w, 0)),
                    Some(Visit {
                        index: Some(w_index),
                        on_stack: true,
                        ..
                    }) => lower(&mut nodes, v, w_index),
                    _ => {}
                }
                continue;
            }
            work.pop();
            let Some(Visit {
                index: Some(index),
                low,
                ..
            }) = nodes.get(v).copied()
            else {
                break;
            };
            if let Some(&(parent, _)) = work.last() {
                lower(&mut nodes, parent, low);
            }
            if low == index {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    if let Some(node) = nodes.get_mut(w) {
                        node.on_stack = false;
                    }
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                let cycle = component.len() > 1 || out.contains(&v);
                for w in component {
                    if let Some(r) = recursive.get_mut(w) {
                        *r = cycle;
                    }
                }
            }
        }
    }
    recursive
}

/// Tarjan's per-node state: discovery index, lowest index reachable, and
/// whether the node is on the component stack.
#[derive(Clone, Copy, Default)]
struct Visit {
    index: Option<usize>,
    low: usize,
    on_stack: bool,
}

fn lower(nodes: &mut [Visit], v: TypeId, to: usize) {
    if let Some(node) = nodes.get_mut(v) {
        node.low = node.low.min(to);
    }
}

fn successors(model: &Model, id: TypeId) -> Vec<TypeId> {
    let mut out = Vec::new();
    match model.get(id).map(|t| &t.kind) {
        Some(TypeKind::Struct(fields)) => fields.iter().for_each(|f| named_in(&f.shape, &mut out)),
        Some(TypeKind::Newtype(inner) | TypeKind::Alias(inner)) => named_in(inner, &mut out),
        _ => {}
    }
    out.retain(|&w| w < model.types.len());
    out
}

fn named_in(shape: &Shape, out: &mut Vec<TypeId>) {
    match shape {
        Shape::Named(id) => out.push(*id),
        Shape::Optional(inner) | Shape::Pointer(_, inner) | Shape::List(inner) => named_in(inner, out),
        Shape::Map(_, key, value) => {
            named_in(key, out);
            named_in(value, out);
        }
        Shape::Primitive(_) | Shape::External(_) | Shape::Unsupported { .. } => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model(text: &str) -> Model {
        let dir = std::env::temp_dir().join(format!("vg-recursion-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("lib.rs"), text).unwrap();
        let sources = crate::source::load(&dir).unwrap();
        let model = crate::model::build(&sources).unwrap_or_else(|d| panic!("{}", d.render_all()));
        std::fs::remove_dir_all(&dir).unwrap();
        model
    }

    #[test]
    fn finds_self_and_mutual_recursion_only() {
        let model = model(
            "pub struct Node { pub next: Option<Box<Node>> }\n\
             pub struct A { pub b: Vec<B> }\n\
             pub struct B { pub a: std::collections::BTreeMap<String, A> }\n\
             pub struct Leaf { pub n: i32 }\n\
             pub struct Holder { pub node: Node, pub leaf: Leaf }\n",
        );
        let recursive = recursive_types(&model);
        let names: Vec<&str> = (0..model.types.len())
            .filter(|&id| recursive[id])
            .map(|id| model.name(id))
            .collect();
        assert_eq!(names, ["Node", "A", "B"]);
    }

    fn generated(name: &str, source: &str) -> String {
        let generation = crate::test_support::generate_source(&crate::Generator::new(), name, source)
            .unwrap_or_else(|d| panic!("{}", d.render_all()));
        generation.files.iter().map(|f| f.contents.as_str()).collect()
    }

    /// Recursive types enter the depth guard in their function and impls;
    /// other types do not.
    #[test]
    fn only_recursive_types_are_guarded() {
        let code = generated(
            "recursion-guard",
            "pub struct Node {\n    /// +k8s:minimum=0\n    pub value: i32,\n    pub next: Option<Box<Node>>,\n    /// +k8s:listType=set\n    pub tags: Vec<Node>,\n}\n\
             pub struct Flat {\n    /// +k8s:minimum=0\n    pub value: i32,\n}\n",
        );
        let guards = code.matches("DepthGuard::enter()").count();
        // validate_node_into, SemanticEq for Node, SemanticHash for Node.
        assert_eq!(guards, 3, "{code}");
        let flat = &code[code.find("pub fn validate_flat_into").unwrap()..];
        let flat = &flat[..flat.find("\n}\n").unwrap()];
        assert!(!flat.contains("DepthGuard"), "{flat}");
    }

    /// A field that only calls a recursive type is not compared before the
    /// call (the callee compares each field once); one with checks of its
    /// own, or calling a type with type-level checks, still is.
    #[test]
    fn chains_are_compared_once_per_node() {
        let code = generated(
            "recursion-ratchet",
            "pub struct Node {\n    /// +k8s:minimum=0\n    pub value: i32,\n    pub next: Option<Box<Node>>,\n    /// +k8s:optional\n    pub optional: Option<Box<Node>>,\n    /// +k8s:required\n    pub other: Option<Box<Node>>,\n}\n",
        );
        assert!(!code.contains("obj.next.semantic_eq"), "{code}");
        assert!(!code.contains("obj.optional.semantic_eq"), "{code}");
        assert!(code.contains("obj.other.semantic_eq"), "{code}");
        let typed = generated(
            "recursion-typed",
            "/// +k8s:validateFalse=\"always\"\npub struct Node {\n    pub next: Option<Box<Node>>,\n}\n",
        );
        assert!(typed.contains("obj.next.semantic_eq"), "{typed}");
    }
}
