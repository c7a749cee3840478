import KartotekaWire

/// The camera of a page that reads codes from it (the scan page, a stock check's card): the
/// button that turns it on, the video, and the message line `desk.js` fills in, with what it says
/// when the page is not on HTTPS, when the camera is not allowed and when there is none.
enum CameraPanel {
    /// The panel; the pictures go to `address`, `data` adds attributes to the video.
    static func html(_ context: PageContext, address: String, data: HTML = .empty, insecure: String, denied: String,
                     missing: String) -> HTML {
        """
        <div class="camera">
        <button type="button" id="camera-start" class="primary" hidden>\(context.texts.turnOnCamera)</button>
        <video id="camera" autoplay playsinline muted hidden\(data) data-address="\(address)"></video>
        <p id="scan-message" role="status" aria-live="polite" data-looking="\(context.texts.lookingForCode)"
           data-insecure="\(insecure)" data-denied="\(denied)"
           data-missing="\(missing)"></p>
        </div>
        """
    }
}
