import Foundation
import KartotekaCore
import KartotekaWire

extension CopyCataloguingTargetResource {
    /// The resource for a stored target.
    public init(_ record: CopyCataloguingTargetRecord) {
        self.init()
        let target = record.target
        id = record.id.rawValue
        name = target.name
        host = target.host
        port = target.port
        database = target.database
        service = target.service.rawValue
        format = target.format.rawValue
        characterSet = target.characterSet.rawValue
        user = target.user
        hasPassword = target.hasPassword
        timeoutSeconds = target.timeoutSeconds
        enabled = target.enabled
        order = target.order
        address = target.address
    }
}

extension CopyCataloguingPresetResource {
    /// The resource for a preset, named in `language`.
    public init(_ preset: CopyCataloguingPreset, language: Language) {
        self.init()
        let target = preset.target(in: language)
        key = preset.key.rawValue
        name = target.name
        host = target.host
        port = target.port
        database = target.database
        service = target.service.rawValue
        format = target.format.rawValue
        characterSet = target.characterSet.rawValue
    }
}
