import KartotekaWire
import Synchronization

/// Whether a request ran a use case: such a request's change is in the audit log already, under
/// the use case's name and subject.
final class UseCaseTrail: Sendable {
    private let ran = Atomic<Bool>(false)

    /// Notes that a use case ran.
    func noteUseCase() {
        ran.store(true, ordering: .relaxed)
    }

    /// Whether one did.
    var ranUseCase: Bool {
        ran.load(ordering: .relaxed)
    }
}
