import KartotekaAuth
import KartotekaLabels
import KartotekaWire

/// The Content-Security-Policy of the answers: scripts, styles and everything else only from
/// this server's own files — no inline script or style, no `unsafe-inline` — and no framing.
enum ContentSecurityPolicy {
    /// For pages.
    static let pages = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
        + "media-src 'self' blob: mediastream:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    /// For a label sheet: a self-contained document whose one inline stylesheet is named by its hash.
    static let labelSheet = "default-src 'none'; style-src 'sha256-\(ContentDigest.sha256Base64(LabelSheet.stylesheet))'; "
        + "img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

    /// For anything else (JSON, files, pictures): nothing may load from it.
    static let other = "default-src 'none'; frame-ancestors 'none'"
}
