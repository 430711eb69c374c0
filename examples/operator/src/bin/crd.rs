//! Prints `Foo`'s CustomResourceDefinition: `cargo run -p operator-example --bin crd | kubectl apply -f -`.

fn main() {
    println!("{}", operator_example::crd());
}
