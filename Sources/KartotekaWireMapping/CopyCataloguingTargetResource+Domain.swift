import Foundation
import KartotekaCore
import KartotekaWire

extension CopyCataloguingTargetResource {
    /// The resource for a stored target.
    public init(_ record: CopyCataloguingTargetRecord) {
        self.init()
        let target = record.target
        id = record.id.rawValue
        describe(target)
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
        describe(target)
    }
}

/// A resource that names a catalogue and how it is reached: a target's, a preset's.
protocol CopyCataloguingConnectionResource {
    var name: String { get set }
    var host: String { get set }
    var port: Int { get set }
    var database: String { get set }
    var service: String { get set }
    var format: String { get set }
    var characterSet: String { get set }
}

extension CopyCataloguingConnectionResource {
    /// Takes the name of `target` and how it is reached.
    mutating func describe(_ target: CopyCataloguingTarget) {
        name = target.name
        host = target.host
        port = target.port
        database = target.database
        service = target.service.rawValue
        format = target.format.rawValue
        characterSet = target.characterSet.rawValue
    }
}

extension CopyCataloguingTargetResource: CopyCataloguingConnectionResource {}

extension CopyCataloguingPresetResource: CopyCataloguingConnectionResource {}
