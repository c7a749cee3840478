import KartotekaCore
import Synchronization

/// The connections kept between searches: each target's idle connections, lent to one search
/// at a time and taken back after it. A target whose settings changed gets new connections (its
/// old ones are no longer its own); a connection that failed is dropped rather than kept.
final class ConnectionPool: Sendable {
    /// The most idle connections kept for one target.
    let perTarget: Int
    /// The most idle connections kept in all.
    let total: Int
    private let idle = Mutex<[CopyCataloguingTarget: [ZoomConnection]]>([:])

    init(perTarget: Int = 2, total: Int = 32) {
        self.perTarget = perTarget
        self.total = total
    }

    /// An idle connection to `target` as it is set now, or a new one.
    func borrow(_ target: CopyCataloguingTarget, maximumRecords: Int,
                log: @escaping @Sendable (String) -> Void = { _ in }) -> ZoomConnection {
        let kept = idle.withLock { connections -> ZoomConnection? in
            guard var list = connections[target], let connection = list.popLast() else { return nil }
            connections[target] = list.isEmpty ? nil : list
            return connection
        }
        if let kept, kept.maximumRecords == maximumRecords { return kept }
        return ZoomConnection(target: target, maximumRecords: maximumRecords, log: log)
    }

    /// Takes a connection back after a search that went well, to be lent again.
    func giveBack(_ connection: ZoomConnection) {
        idle.withLock { connections in
            guard connections[connection.target, default: []].count < perTarget,
                  connections.values.reduce(0, { $0 + $1.count }) < total else { return }
            connections[connection.target, default: []].append(connection)
        }
    }

    /// How many idle connections are kept.
    var idleCount: Int {
        idle.withLock { $0.values.reduce(0) { $0 + $1.count } }
    }
}
