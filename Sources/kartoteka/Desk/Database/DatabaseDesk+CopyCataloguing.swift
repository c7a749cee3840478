import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaUseCases
import KartotekaStore
import KartotekaWire

extension DatabaseDesk: CopyCataloguingDesk {
    func copyCataloguingTargets() throws -> [CopyCataloguingTargetResource] {
        try store.copyCataloguingTargets().map(CopyCataloguingTargetResource.init)
    }

    func copyCataloguingTarget(named name: String) throws -> CopyCataloguingTargetResource {
        CopyCataloguingTargetResource(try store.copyCataloguingTarget(named: name))
    }

    func addCopyCataloguingTarget(_ input: CopyCataloguingTargetInput) throws -> CopyCataloguingTargetResource {
        CopyCataloguingTargetResource(try store.addCopyCataloguingTarget(input.validated()))
    }

    func updateCopyCataloguingTarget(named name: String, with input: CopyCataloguingTargetInput) throws -> CopyCataloguingTargetResource {
        let store = try store
        let current = try store.copyCataloguingTarget(named: name)
        return CopyCataloguingTargetResource(try store.updateCopyCataloguingTarget(
            current.id, with: input.validated(keepingPassword: current.target.password)))
    }

    func deleteCopyCataloguingTarget(named name: String) throws {
        let store = try store
        try store.deleteCopyCataloguingTarget(store.copyCataloguingTarget(named: name).id)
    }

    func searchCopyCataloguing(_ query: CopyCataloguingQuery, targets: [String]) throws -> CopyCataloguingSearchResult {
        let store = try store
        let search = CopyCataloguingSearch(store: store, client: CopyCataloguingClient())
        let result = try search.run(query, on: search.targets(named: targets))
        return CopyCataloguingSearchResult(result, language: language, authorSignStyle: try store.settings().authorSignStyle)
    }

    func copyCataloguingRecord(_ id: String, target: String) throws -> CopyCataloguingCandidateResource {
        let store = try store
        let candidate = try CopyCataloguingSearch(store: store, client: CopyCataloguingClient()).record(id, atTargetNamed: target)
        return CopyCataloguingCandidateResource(candidate, authorSignStyle: try store.settings().authorSignStyle)
    }
}
