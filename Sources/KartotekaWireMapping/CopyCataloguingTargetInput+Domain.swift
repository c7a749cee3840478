import Foundation
import KartotekaCore
import KartotekaWire

extension CopyCataloguingTargetInput {
    /// The input for a target, without its password (which is then kept).
    public init(_ target: CopyCataloguingTarget) {
        self.init(name: target.name, host: target.host, port: target.port, database: target.database, service: target.service.rawValue,
                  format: target.format.rawValue, characterSet: target.characterSet.rawValue, user: target.user,
                  timeoutSeconds: target.timeoutSeconds, enabled: target.enabled, order: target.order)
    }
}

extension CopyCataloguingTargetInput {
    /// The draft the input describes.
    public var draft: CopyCataloguingTargetDraft {
        var draft = CopyCataloguingTargetDraft()
        draft.name = name
        draft.host = host
        if let port { draft.port = String(port) }
        draft.database = database
        if let service { draft.service = service }
        draft.format = format
        if let characterSet { draft.characterSet = characterSet }
        draft.user = user ?? ""
        draft.password = password
        if let timeoutSeconds { draft.timeoutSeconds = String(timeoutSeconds) }
        draft.enabled = enabled ?? true
        if let order { draft.order = String(order) }
        return draft
    }

    /// The checked target; without a password, `current` is kept (empty for a new target).
    public func validated(keepingPassword current: String = "") throws(ValidationError) -> CopyCataloguingTarget {
        try draft.validated(keepingPassword: current)
    }
}
