import CCurl
import Foundation

/// Sends mail over SMTP with libcurl: `smtp://` with STARTTLS when the server offers it (or
/// required), `smtps://` with TLS from the start, optional login.
public struct CurlMailSender: MailSender {
    /// Creates the sender (libcurl is initialised once per process).
    public init() {
        _ = CurlGlobal.initialised
    }

    public func send(_ message: MailMessage, via server: MailServer) throws {
        let lowered = server.url.lowercased()
        guard lowered.hasPrefix("smtp://") || lowered.hasPrefix("smtps://") else { throw MailError.badServerURL(server.url) }
        for address in [message.from, message.to] where !MailAddress.isPlausible(address) {
            throw MailError.badAddress(address)
        }
        guard let handle = curl_easy_init() else { throw MailError.failed("libcurl could not start") }
        defer { curl_easy_cleanup(handle) }
        let upload = UploadSource(bytes: message.rfc5322(date: Date(), messageID: message.messageID ?? "\(UUID().uuidString)@kartoteka"))
        let recipients = curl_slist_append(nil, "<\(message.to)>")
        defer { curl_slist_free_all(recipients) }
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        defer { errorBuffer.deallocate() }

        _ = kartoteka_curl_easy_setopt_string(handle, CURLOPT_URL, server.url)
        _ = kartoteka_curl_easy_setopt_string(handle, CURLOPT_MAIL_FROM, "<\(message.from)>")
        _ = kartoteka_curl_easy_setopt_pointer(handle, CURLOPT_MAIL_RCPT, recipients)
        _ = kartoteka_curl_easy_setopt_long(handle, CURLOPT_UPLOAD, 1)
        _ = kartoteka_curl_easy_setopt_callback(handle, CURLOPT_READFUNCTION, readCallback)
        let context = Unmanaged.passUnretained(upload).toOpaque()
        _ = kartoteka_curl_easy_setopt_pointer(handle, CURLOPT_READDATA, context)
        _ = kartoteka_curl_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        // A server that stops answering is given up after the timeout; a large file on a slow line
        // goes on as long as it moves (a whole catalogue is megabytes), within a cap at 8 KB/s.
        let timeout = max(1, server.timeoutSeconds)
        _ = kartoteka_curl_easy_setopt_long(handle, CURLOPT_CONNECTTIMEOUT, max(1, timeout / 3))
        _ = kartoteka_curl_easy_setopt_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1)
        _ = kartoteka_curl_easy_setopt_long(handle, CURLOPT_LOW_SPEED_TIME, timeout)
        _ = kartoteka_curl_easy_setopt_long(handle, CURLOPT_TIMEOUT, timeout + upload.bytes.count / 8_192)
        _ = kartoteka_curl_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
        let tls = server.requireStartTLS ? CURLUSESSL_ALL : (lowered.hasPrefix("smtps://") ? CURLUSESSL_ALL : CURLUSESSL_TRY)
        _ = kartoteka_curl_easy_setopt_long(handle, CURLOPT_USE_SSL, Int(tls.rawValue))
        if !server.user.isEmpty {
            _ = kartoteka_curl_easy_setopt_string(handle, CURLOPT_USERNAME, server.user)
            _ = kartoteka_curl_easy_setopt_string(handle, CURLOPT_PASSWORD, server.password)
        }
        let code = withExtendedLifetime(upload) { curl_easy_perform(handle) }
        guard code != CURLE_OK else { return }
        var response = 0
        _ = kartoteka_curl_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &response)
        throw MailFailureMapping.error(code: code, response: response, detail: String(cString: errorBuffer), server: server.url,
                                       recipient: message.to)
    }
}

/// The bytes libcurl reads the message from.
private final class UploadSource {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}

private let readCallback: curl_write_callback = { buffer, size, count, context in
    guard let buffer, let context else { return 0 }
    let source = Unmanaged<UploadSource>.fromOpaque(context).takeUnretainedValue()
    let room = size * count
    let chunk = min(room, source.bytes.count - source.offset)
    guard chunk > 0 else { return 0 }
    source.bytes.withUnsafeBufferPointer { all in
        UnsafeMutableRawPointer(buffer).copyMemory(from: all.baseAddress! + source.offset, byteCount: chunk)
    }
    source.offset += chunk
    return chunk
}

/// libcurl's global setup, done once.
enum CurlGlobal {
    static let initialised: Bool = kartoteka_curl_global_init() == CURLE_OK
}
