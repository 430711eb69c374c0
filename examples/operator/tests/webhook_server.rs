//! The webhook server over TLS, as the API server calls it: a test CA signs
//! the server's certificate for `localhost`, the server listens on a free
//! loopback port, and a client that trusts only that CA POSTs
//! AdmissionReviews.

use std::sync::Arc;

use operator_example::server::{self, MAX_BODY_BYTES, VALIDATE_PATH};
use rcgen::{BasicConstraints, CertificateParams, CertifiedIssuer, IsCa, KeyPair};
use rustls_pki_types::{CertificateDer, ServerName};
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_rustls::rustls::{ClientConfig, RootCertStore};
use tokio_rustls::TlsConnector;

/// A running server and a client configuration that trusts it.
struct Webhook {
    port: u16,
    client: Arc<ClientConfig>,
}

/// Starts the server with a certificate signed by a fresh CA.
async fn start() -> Webhook {
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca = CertifiedIssuer::self_signed(ca_params, KeyPair::generate().unwrap()).unwrap();
    let server_key = KeyPair::generate().unwrap();
    let server_cert = CertificateParams::new(vec!["localhost".to_string()])
        .unwrap()
        .signed_by(&server_key, &ca)
        .unwrap();

    let tls = server::tls_config(server_cert.pem().as_bytes(), server_key.serialize_pem().as_bytes()).unwrap();
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(server::serve(listener, tls, Arc::new(operator_example::scheme())));

    let mut roots = RootCertStore::empty();
    roots.add(CertificateDer::from(ca.der().to_vec())).unwrap();
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    let client = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    Webhook {
        port,
        client: Arc::new(client),
    }
}

/// An HTTP response: status code and body.
struct Reply {
    status: u16,
    content_type: String,
    body: Vec<u8>,
}

impl Webhook {
    /// POSTs `body` to `path` over TLS (HTTP/1.1, one request per
    /// connection) and reads the whole response.
    async fn post(&self, path: &str, body: &[u8]) -> Reply {
        let tcp = TcpStream::connect(("127.0.0.1", self.port)).await.unwrap();
        let name = ServerName::try_from("localhost").unwrap();
        let mut tls = TlsConnector::from(self.client.clone())
            .connect(name, tcp)
            .await
            .unwrap();
        let head = format!(
            "POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        );
        tls.write_all(head.as_bytes()).await.unwrap();
        // A server may answer (413) before the whole body is sent, and close.
        let _ = tls.write_all(body).await;
        let mut raw = Vec::new();
        let _ = tls.read_to_end(&mut raw).await;
        parse(&raw)
    }
}

/// Splits a `Content-Length` HTTP/1.1 response.
fn parse(raw: &[u8]) -> Reply {
    let end = raw.windows(4).position(|w| w == b"\r\n\r\n").expect("a complete head");
    let head = std::str::from_utf8(&raw[..end]).unwrap();
    let mut lines = head.split("\r\n");
    let status = lines.next().unwrap().split(' ').nth(1).unwrap().parse().unwrap();
    let header = |name: &str| {
        head.split("\r\n")
            .find_map(|line| {
                let (key, value) = line.split_once(':')?;
                key.eq_ignore_ascii_case(name).then(|| value.trim().to_string())
            })
            .unwrap_or_default()
    };
    let length: usize = header("content-length").parse().expect("a Content-Length");
    let body = raw[end + 4..].to_vec();
    assert_eq!(body.len(), length, "the whole body arrived");
    Reply {
        status,
        content_type: header("content-type"),
        body,
    }
}

const UID: &str = "705ab4f5-6393-11e8-b7cc-42010a800002";

/// An `AdmissionReview` for a create of a `Foo` with `spec`.
fn create(spec: Value) -> Vec<u8> {
    let review = json!({
        "apiVersion": "admission.k8s.io/v1",
        "kind": "AdmissionReview",
        "request": {
            "uid": UID,
            "kind": {"group": "example.com", "version": "v1", "kind": "Foo"},
            "resource": {"group": "example.com", "version": "v1", "resource": "foos"},
            "name": "web",
            "namespace": "default",
            "operation": "CREATE",
            "userInfo": {"username": "admin"},
            "object": {
                "apiVersion": "example.com/v1",
                "kind": "Foo",
                "metadata": {"name": "web", "namespace": "default"},
                "spec": spec,
            },
            "dryRun": false,
        },
    });
    serde_json::to_vec(&review).unwrap()
}

fn response(reply: &Reply) -> Value {
    assert_eq!(reply.status, 200, "{}", String::from_utf8_lossy(&reply.body));
    assert_eq!(reply.content_type, "application/json");
    let review: Value = serde_json::from_slice(&reply.body).unwrap();
    assert_eq!(review["apiVersion"], "admission.k8s.io/v1");
    assert_eq!(review["kind"], "AdmissionReview");
    review["response"].clone()
}

#[tokio::test]
async fn a_valid_foo_is_allowed() {
    let webhook = start().await;
    let reply = webhook.post(VALIDATE_PATH, &create(json!({"replicas": 2}))).await;
    assert_eq!(response(&reply), json!({"uid": UID, "allowed": true, "status": {}}));
}

#[tokio::test]
async fn an_invalid_foo_is_denied_with_the_api_servers_status() {
    let webhook = start().await;
    let reply = webhook.post(VALIDATE_PATH, &create(json!({"replicas": -1}))).await;
    assert_eq!(
        response(&reply),
        json!({
            "uid": UID,
            "allowed": false,
            "status": {
                "status": "Failure",
                "message": "Foo.example.com \"web\" is invalid: spec.replicas: Invalid value: -1: must be greater than or equal to 0",
                "reason": "Invalid",
                "details": {
                    "name": "web",
                    "group": "example.com",
                    "kind": "Foo",
                    "causes": [{
                        "reason": "FieldValueInvalid",
                        "message": "Invalid value: -1: must be greater than or equal to 0",
                        "field": "spec.replicas",
                    }],
                },
                "code": 422,
            },
        })
    );
}

#[tokio::test]
async fn a_body_that_is_not_a_review_is_a_bad_request() {
    let webhook = start().await;
    let reply = webhook.post(VALIDATE_PATH, b"{\"kind\": ").await;
    assert_eq!(reply.status, 400);
    assert_eq!(reply.content_type, "text/plain; charset=utf-8");
    assert_eq!(
        String::from_utf8(reply.body).unwrap(),
        "the body is not an AdmissionReview: EOF while parsing a value at line 1 column 9"
    );
}

#[tokio::test]
async fn a_review_without_a_request_is_a_bad_request() {
    let webhook = start().await;
    let body = json!({"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview"});
    let reply = webhook.post(VALIDATE_PATH, &serde_json::to_vec(&body).unwrap()).await;
    assert_eq!(reply.status, 400);
    assert_eq!(
        String::from_utf8(reply.body).unwrap(),
        "the AdmissionReview has no request"
    );
}

#[tokio::test]
async fn an_oversized_body_is_refused_before_it_is_read() {
    let webhook = start().await;
    let mut body = create(json!({"replicas": 2}));
    // Valid JSON all the way: only its size is wrong.
    body.splice(1..1, std::iter::repeat_n(b' ', MAX_BODY_BYTES));
    let reply = webhook.post(VALIDATE_PATH, &body).await;
    assert_eq!(reply.status, 413);
}

#[tokio::test]
async fn a_body_at_the_limit_is_read() {
    let webhook = start().await;
    let mut body = create(json!({"replicas": 2}));
    let pad = MAX_BODY_BYTES - body.len();
    body.splice(1..1, std::iter::repeat_n(b' ', pad));
    assert_eq!(body.len(), MAX_BODY_BYTES);
    let reply = webhook.post(VALIDATE_PATH, &body).await;
    assert_eq!(response(&reply)["allowed"], true);
}

#[tokio::test]
async fn other_paths_are_not_served() {
    let webhook = start().await;
    assert_eq!(webhook.post("/mutate", &create(json!({}))).await.status, 404);
}

#[test]
fn the_webhook_configuration_names_the_servers_path_and_foos() {
    let manifest = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/deploy/webhook.yaml")).unwrap();
    // Each line without its indentation and list marker.
    let lines: Vec<&str> = manifest
        .lines()
        .map(|line| line.trim().trim_start_matches("- "))
        .collect();
    assert!(lines.contains(&"kind: ValidatingWebhookConfiguration"));
    assert!(lines.contains(&format!("path: {VALIDATE_PATH}").as_str()));
    assert!(lines.contains(&r#"resources: ["foos", "foos/status"]"#));
    assert!(lines.contains(&r#"apiGroups: ["example.com"]"#));
    assert!(lines.contains(&r#"admissionReviewVersions: ["v1"]"#));
}
