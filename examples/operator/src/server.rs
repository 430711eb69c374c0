//! The validating webhook as an HTTPS server, the way a kube-rs operator
//! deploys one: the API server POSTs an `AdmissionReview` to
//! [`VALIDATE_PATH`] over TLS and gets [`review`]'s answer.
//!
//! - `200` with the `AdmissionReview` response (allowed, or denied with the
//!   API server's `Status`) for every review that can be read;
//! - `400` with a plain-text reason for a body that is not an
//!   `AdmissionReview` with a request (the API server then applies the
//!   webhook's `failurePolicy`);
//! - `413` for a body over [`MAX_BODY_BYTES`], before it is read whole;
//! - `404` for other paths, `405` for other methods.

use std::io;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::Router;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};
use tokio::net::TcpListener;
use tokio_rustls::rustls::ServerConfig;
use tokio_rustls::TlsAcceptor;
use validation_runtime::Scheme;

use crate::review;

/// The path the `ValidatingWebhookConfiguration` names
/// (`deploy/webhook.yaml`, `clientConfig.service.path`).
pub const VALIDATE_PATH: &str = "/validate";

/// The largest body read. An `AdmissionReview` carries the object and, on
/// update, the old object, each at most the API server's 3 MiB request
/// body limit, plus the request's own fields.
pub const MAX_BODY_BYTES: usize = 7 * 1024 * 1024;

/// Why the server could not start.
#[derive(Debug)]
pub enum ServerError {
    /// The certificate chain or key is not usable PEM.
    Pem(rustls_pki_types::pem::Error),
    /// rustls refused the certificate and key.
    Tls(tokio_rustls::rustls::Error),
    /// Reading the files, or binding.
    Io(io::Error),
}

impl std::fmt::Display for ServerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ServerError::Pem(e) => write!(f, "reading PEM: {e}"),
            ServerError::Tls(e) => write!(f, "TLS configuration: {e}"),
            ServerError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ServerError {}

/// The TLS configuration of a certificate chain and its private key, both
/// PEM (as a Kubernetes `kubernetes.io/tls` Secret holds them: `tls.crt`,
/// `tls.key`).
pub fn tls_config(cert_chain_pem: &[u8], key_pem: &[u8]) -> Result<ServerConfig, ServerError> {
    let chain = CertificateDer::pem_slice_iter(cert_chain_pem)
        .collect::<Result<Vec<_>, _>>()
        .map_err(ServerError::Pem)?;
    let key = PrivateKeyDer::from_pem_slice(key_pem).map_err(ServerError::Pem)?;
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    let mut config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(ServerError::Tls)?
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .map_err(ServerError::Tls)?;
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(config)
}

/// The webhook's routes over `scheme`.
pub fn router(scheme: Arc<Scheme>) -> Router {
    Router::new()
        .route(VALIDATE_PATH, post(validate))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .with_state(scheme)
}

async fn validate(State(scheme): State<Arc<Scheme>>, body: Bytes) -> Response {
    match review(&scheme, &body) {
        Ok(review) => axum::Json(review).into_response(),
        Err(e) => bad_request(e.to_string()),
    }
}

fn bad_request(reason: String) -> Response {
    (
        StatusCode::BAD_REQUEST,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        reason,
    )
        .into_response()
}

/// Serves the webhook on `listener` with `tls` until the task is dropped.
/// A connection whose TLS handshake fails is closed; the others are served
/// each on its own task.
pub async fn serve(listener: TcpListener, tls: ServerConfig, scheme: Arc<Scheme>) -> io::Result<()> {
    let acceptor = TlsAcceptor::from(Arc::new(tls));
    let service = TowerToHyperService::new(router(scheme));
    loop {
        let (tcp, _) = listener.accept().await?;
        let acceptor = acceptor.clone();
        let service = service.clone();
        tokio::spawn(async move {
            let Ok(stream) = acceptor.accept(tcp).await else {
                return;
            };
            let connection = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .await;
            // A client that goes away mid-request ends its own connection
            // only; nothing to report to the others.
            drop(connection);
        });
    }
}
