import Foundation
@testable import FormCairo
import TestSupport
import Testing

@Suite("fontconfig's cache goes to a private folder of this user, never through a planted link")
struct FontCacheFolderTests {
    @Test("$XDG_CACHE_HOME/formsetter/fontconfig, made 0700")
    func userCache() throws {
        try withTemporaryFolder { folder in
            let path = FontCacheFolder.path(environment: ["XDG_CACHE_HOME": folder.path])
            #expect(path == folder.path + "/formsetter/fontconfig")
            var status = stat()
            #expect(lstat(path, &status) == 0 && status.st_mode & 0o777 == 0o700)
        }
    }

    @Test("a link or a folder others can write at that path is not used: the per-user folder in the temporary folder instead")
    func plantedLink() throws {
        try withTemporaryFolder { folder in
            let elsewhere = folder.appendingPathComponent("attacker")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("cache/formsetter"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("cache/formsetter/fontconfig").path, withDestinationPath: elsewhere.path)
            // The fallback is the per-user folder in the temporary folder (shared with every run: not removed here).
            let path = FontCacheFolder.path(environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
            #expect(!path.hasPrefix(folder.path))
            #expect(path == FileManager.default.temporaryDirectory.appendingPathComponent("formsetter-fontconfig-\(getuid())").path)
            var status = stat()
            #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR && status.st_mode & 0o777 == 0o700 && status.st_uid == getuid())

            let open = folder.appendingPathComponent("open/formsetter/fontconfig")
            try FileManager.default.createDirectory(at: open, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
            chmod(open.path, 0o777)
            let second = FontCacheFolder.path(environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("open").path])
            #expect(second == path)
        }
    }
}
