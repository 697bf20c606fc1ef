import Foundation

/// The files one command reads and writes, each with the words that name it to the user
/// (`--report`, `the records file`), checked before anything is drawn so that no output is one
/// of the inputs or another output: `render f.json --report people.csv` (a typo for
/// `--records`) must not turn the records into a manifest.
///
/// Files are compared by identity, not spelling: an existing file by device and inode (links
/// followed), a file not yet written by its folder with every link resolved and its name.
public struct FileRoles: Sendable {
    /// A file and how messages name its role.
    public struct Role: Sendable, CustomStringConvertible {
        /// `-o`, `--report`, `the records file`, `the output of people.csv line 3`.
        public var name: String
        public var url: URL
        public var description: String { "\(name) \(url.relativePath)" }
    }

    public private(set) var inputs: [Role] = []
    /// Every output, in the order added.
    public var outputs: [Role] {
        var roles: [Role] = []
        forEachOutput { _, role in roles.append(role) }
        return roles
    }
    /// Outputs one by one, and plans whose jobs' outputs are read from the plan as they are
    /// checked rather than kept as a role each (`writes(outputsOf:)`: a run of a million records).
    private var added: [Added] = []

    private enum Added: Sendable {
        case output(Role)
        case outputs(of: RunPlan)
    }

    public init() {}

    /// Adds a file the command reads; nil and `-` (standard input) are left out.
    public mutating func reads(_ path: String?, as name: String) {
        guard let path, path != "-" else { return }
        inputs.append(Role(name: name, url: URL(fileURLWithPath: path)))
    }

    /// Adds a file the command reads.
    public mutating func reads(_ url: URL?, as name: String) {
        if let url { inputs.append(Role(name: name, url: url)) }
    }

    /// Adds a file the command writes; nil and `-` (standard output) are left out.
    public mutating func writes(_ path: String?, as name: String) {
        guard let path, path != "-" else { return }
        added.append(.output(Role(name: name, url: URL(fileURLWithPath: path))))
    }

    /// Adds a file the command writes.
    public mutating func writes(_ url: URL?, as name: String) {
        if let url { added.append(.output(Role(name: name, url: url))) }
    }

    /// Adds the output of each job of `plan`, named `the output of` the job.
    public mutating func writes(outputsOf plan: RunPlan) {
        added.append(.outputs(of: plan))
    }

    /// Calls `body` with every output and its place among them, in the order added.
    private func forEachOutput<Failure>(_ body: (Int, Role) throws(Failure) -> Void) throws(Failure) {
        var index = 0
        for entry in added {
            switch entry {
            case let .output(role):
                try body(index, role)
                index += 1
            case let .outputs(plan):
                for job in plan.jobs {
                    guard let url = job.output else { continue }
                    try body(index, Role(name: "the output of \(job.name)", url: url))
                    index += 1
                }
            }
        }
    }

    /// Throws `FileRoles.Conflict` naming the first output that is an input or an earlier
    /// output, and that file.
    public func check() throws(Conflict) {
        var folders: [String: String] = [:]
        var inputsSeen: [FileIdentity: Role] = [:]
        // Each output's place: its role is made again only for a conflict.
        var outputsSeen: [FileIdentity: Int] = [:]
        for input in inputs {
            let identity = FileIdentity(input.url, folders: &folders)
            if inputsSeen[identity] == nil { inputsSeen[identity] = input }
        }
        try forEachOutput { (index, output) throws(Conflict) in
            let identity = FileIdentity(output.url, folders: &folders)
            if let input = inputsSeen[identity] { throw Conflict(output: output, other: input, otherIsInput: true) }
            guard let earlier = outputsSeen.updateValue(index, forKey: identity) else { return }
            var other = output
            forEachOutput { place, role in if place == earlier { other = role } }
            throw Conflict(output: output, other: other, otherIsInput: false)
        }
    }

    /// An output that is also an input or another output.
    public struct Conflict: Error, CustomStringConvertible, Sendable {
        public var output: Role
        public var other: Role
        public var otherIsInput: Bool

        public var description: String {
            let what = otherIsInput ? "an output never replaces an input" : "two outputs never share a file"
            return "\(output) is also \(other); \(what): choose another \(output.name.hasPrefix("-") ? output.name : "output")"
        }
    }
}

/// Which file a path names: an existing file's device and inode (links followed), or for a
/// file not written yet, its folder with every link resolved and its name.
enum FileIdentity: Hashable {
    case existing(device: UInt64, inode: UInt64)
    case planned(folder: String, name: String)

    /// `folders` caches resolved folders: a run names a million outputs in a few.
    init(_ url: URL, folders: inout [String: String]) {
        var status = stat()
        if stat(url.path, &status) == 0 {
            self = .existing(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
            return
        }
        let folder = url.standardizedFileURL.deletingLastPathComponent()
        if let resolved = folders[folder.path] {
            self = .planned(folder: resolved, name: url.lastPathComponent)
            return
        }
        let resolved = Self.resolvingLinks(folder)
        folders[folder.path] = resolved
        self = .planned(folder: resolved, name: url.lastPathComponent)
    }

    /// `url` with every link resolved; the parts not made yet (a run's `out/`) are kept as
    /// written below the part that exists.
    static func resolvingLinks(_ url: URL) -> String {
        var existing = url, missing: [String] = []
        while true {
            if let real = realPath(existing) { return ([real] + missing.reversed()).joined(separator: "/") }
            guard existing.path != "/" else { return url.path }
            missing.append(existing.lastPathComponent)
            existing.deleteLastPathComponent()
        }
    }

    /// `realpath(3)` of `url`, nil when it does not exist.
    static func realPath(_ url: URL) -> String? {
        guard let real = realpath(url.path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
