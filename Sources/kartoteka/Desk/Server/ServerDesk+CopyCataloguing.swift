import KartotekaClient
import KartotekaCore
import KartotekaUseCases

extension ServerDesk: CopyCataloguingDesk {
    func copyCataloguingTargets() throws -> [CopyCataloguingTargetResource] {
        try call { try await $0.copyCataloguingTargets() }
    }

    /// The API names targets by id: the list says which one has the name.
    func copyCataloguingTarget(named name: String) throws -> CopyCataloguingTargetResource {
        guard let target = try copyCataloguingTargets().first(where: { $0.name == name }) else {
            throw CopyCataloguingError.targetNotFound(name)
        }
        return target
    }

    func addCopyCataloguingTarget(_ input: CopyCataloguingTargetInput) throws -> CopyCataloguingTargetResource {
        _ = try input.validated()
        return try call { try await $0.addCopyCataloguingTarget(input) }
    }

    func updateCopyCataloguingTarget(named name: String, with input: CopyCataloguingTargetInput) throws -> CopyCataloguingTargetResource {
        let id = try copyCataloguingTarget(named: name).id
        _ = try input.validated()
        return try call { try await $0.updateCopyCataloguingTarget(id, with: input) }
    }

    func deleteCopyCataloguingTarget(named name: String) throws {
        let id = try copyCataloguingTarget(named: name).id
        try call { try await $0.deleteCopyCataloguingTarget(id) }
    }

    func searchCopyCataloguing(_ query: CopyCataloguingQuery, targets: [String]) throws -> CopyCataloguingSearchResult {
        let (kind, text) = (query.kind, query.text)
        return try call { try await $0.searchCopyCataloguing(kind, text, targets: targets) }
    }

    func copyCataloguingRecord(_ id: String, target: String) throws -> CopyCataloguingCandidateResource {
        try call { try await $0.copyCataloguingRecord(id, target: target) }
    }
}
