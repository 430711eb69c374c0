//! Newtypes and aliases that never reach a value. `type A = Vec<A>;` expands
//! forever (rustc rejects it), and `struct A(Option<Box<A>>);` wraps only
//! itself: no primitive, struct, list or map ever holds a value to check.
//! Such types, and the newtypes and aliases that lead into them, become
//! [`TypeKind::Unsupported`], so every later walk through names ends and
//! validation that needs them reports where they are declared.

use super::{Model, Shape, TypeId, TypeKind};

/// Replace the kind of every endless newtype or alias by `Unsupported`.
pub fn reject_endless(model: &mut Model) {
    let alias_edges: Vec<Vec<TypeId>> = model.types.iter().map(|t| aliases_named(model, &t.kind)).collect();
    let wrap_edges: Vec<Vec<TypeId>> = model
        .types
        .iter()
        .map(|t| wrapped(model, &t.kind).into_iter().collect())
        .collect();
    let mut rejected: Vec<(TypeId, String)> = Vec::new();
    let endless_aliases = endless(&alias_edges);
    for id in ids(&endless_aliases) {
        let chain = chain_text(model, &alias_edges, &endless_aliases, id);
        rejected.push((id, format!("the type alias expands to itself ({chain})")));
    }
    let endless_wrappers = endless(&wrap_edges);
    for id in ids(&endless_wrappers) {
        if endless_aliases.get(id) == Some(&true) {
            continue;
        }
        let chain = chain_text(model, &wrap_edges, &endless_wrappers, id);
        rejected.push((
            id,
            format!(
                "it wraps itself ({chain}) with no struct, list or map in between, so it holds no value to validate"
            ),
        ));
    }
    for (id, reason) in rejected {
        if let Some(t) = model.types.get_mut(id) {
            t.kind = TypeKind::Unsupported {
                reason,
                location: t.location,
            };
        }
    }
}

/// An alias's links: the aliases its target names anywhere (an alias is
/// expanded in place, inside containers too).
fn aliases_named(model: &Model, kind: &TypeKind) -> Vec<TypeId> {
    let TypeKind::Alias(target) = kind else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut stack = vec![target];
    while let Some(shape) = stack.pop() {
        match shape {
            Shape::Named(id) if matches!(model.get(*id).map(|t| &t.kind), Some(TypeKind::Alias(_))) => out.push(*id),
            Shape::Optional(inner) | Shape::Pointer(_, inner) | Shape::List(inner) => stack.push(inner),
            Shape::Map(_, k, v) => {
                stack.push(k);
                stack.push(v);
            }
            _ => {}
        }
    }
    out
}

/// A newtype's or alias's link: the newtype or alias its value is, through
/// `Option` and pointers only.
fn wrapped(model: &Model, kind: &TypeKind) -> Option<TypeId> {
    let (TypeKind::Newtype(inner) | TypeKind::Alias(inner)) = kind else {
        return None;
    };
    let mut current = inner;
    loop {
        match current {
            Shape::Optional(inner) | Shape::Pointer(_, inner) => current = inner,
            Shape::Named(id) => {
                return matches!(
                    model.get(*id).map(|t| &t.kind),
                    Some(TypeKind::Newtype(_) | TypeKind::Alias(_))
                )
                .then_some(*id)
            }
            _ => return None,
        }
    }
}

fn ids(flags: &[bool]) -> impl Iterator<Item = TypeId> + '_ {
    flags.iter().enumerate().filter(|(_, f)| **f).map(|(id, _)| id)
}

/// Per node of a graph: whether a cycle can be reached from it. Those are
/// what remains after repeatedly removing nodes whose links all lead to
/// removed nodes.
fn endless(edges: &[Vec<TypeId>]) -> Vec<bool> {
    let mut remaining: Vec<usize> = edges.iter().map(Vec::len).collect();
    let mut incoming: Vec<Vec<TypeId>> = vec![Vec::new(); edges.len()];
    for (from, links) in edges.iter().enumerate() {
        for to in links {
            if let Some(list) = incoming.get_mut(*to) {
                list.push(from);
            }
        }
    }
    let mut done: Vec<TypeId> = (0..edges.len()).filter(|id| remaining.get(*id) == Some(&0)).collect();
    let mut removed = vec![false; edges.len()];
    while let Some(id) = done.pop() {
        if let Some(r) = removed.get_mut(id) {
            *r = true;
        }
        for from in incoming.get(id).into_iter().flatten() {
            if let Some(count) = remaining.get_mut(*from) {
                *count -= 1;
                if *count == 0 {
                    done.push(*from);
                }
            }
        }
    }
    removed.iter().map(|r| !r).collect()
}

/// Names shown of a chain; a longer chain ends in `…`.
const CHAIN_SHOWN: usize = 8;

/// `` `A` → `B` → `A` ``: from `start` along links that stay endless, up to
/// the first name seen twice.
fn chain_text(model: &Model, edges: &[Vec<TypeId>], endless: &[bool], start: TypeId) -> String {
    let mut seen = vec![start];
    let mut current = start;
    while seen.len() <= CHAIN_SHOWN {
        let next = edges
            .get(current)
            .and_then(|links| links.iter().find(|l| endless.get(**l) == Some(&true)))
            .copied();
        let Some(next) = next else { break };
        let repeated = seen.contains(&next);
        seen.push(next);
        if repeated {
            break;
        }
        current = next;
    }
    let mut names: Vec<String> = seen.iter().map(|id| format!("`{}`", model.name(*id))).collect();
    if names.len() > CHAIN_SHOWN {
        names.truncate(CHAIN_SHOWN);
        names.push("…".into());
    }
    names.join(" → ")
}
