import CCurl

/// Turns libcurl's result and the server's last reply into a ``MailError``.
enum MailFailureMapping {
    static func error(code: CURLcode, response: Int, detail: String, server: String, recipient: String) -> MailError {
        switch code {
        case CURLE_COULDNT_CONNECT: return .connectionRefused(server)
        case CURLE_COULDNT_RESOLVE_HOST: return .unknownHost(server)
        case CURLE_OPERATION_TIMEDOUT: return .timedOut
        case CURLE_LOGIN_DENIED: return .authenticationFailed
        case CURLE_USE_SSL_FAILED, CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION:
            return .tlsFailed(detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail)
        default:
            if response == 535 || response == 534 || response == 530 { return .authenticationFailed }
            if [550, 551, 553, 554, 501].contains(response) || detail.contains("RCPT") { return .recipientRefused(recipient) }
            return .failed(detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail)
        }
    }
}
