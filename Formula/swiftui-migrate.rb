# Homebrew formula for swiftui-migrate, built from source (no release archive is published
# yet). Another, unrelated project is also called swiftui-migrate, so install this one by
# its fully qualified name, through this repository as a tap:
#
#   brew tap OWNER/swiftui-migrate https://github.com/OWNER/swiftui-migrate
#   brew install --HEAD OWNER/swiftui-migrate/swiftui-migrate
#
# (or copy this file into an OWNER/homebrew-tap repository: brew install --HEAD
# OWNER/tap/swiftui-migrate). Replace OWNER with the repository's owner when publishing.
# When releases exist, add `url` and `sha256` from Scripts/release.sh's archive beside `head`.
class SwiftuiMigrate < Formula
  desc "Rewrites SwiftUI code along layout and view-structure best practices"
  homepage "https://github.com/OWNER/swiftui-migrate"
  head "https://github.com/OWNER/swiftui-migrate.git", branch: "main"

  # Package.swift: swift-tools-version 6.1 (Xcode 16.3), macOS 13 or later.
  depends_on xcode: ["16.3", :build]
  depends_on macos: :ventura
  uses_from_macos "swift" => :build

  def install
    # SwiftPM's own sandbox cannot run inside Homebrew's.
    system "swift", "build", "--disable-sandbox", "--configuration", "release",
           "--product", "swiftui-migrate"
    bin.install ".build/release/swiftui-migrate"
  end

  test do
    # Ours prints "swiftui-migrate X.Y.Z" (the other project's binary has another name).
    assert_match(/^swiftui-migrate \d+\.\d+\.\d+/, shell_output("#{bin}/swiftui-migrate --version"))
    (testpath/"ContentView.swift").write <<~SWIFT
      import SwiftUI

      struct ContentView: View {
          var body: some View { Text("Hi").foregroundColor(.red) }
      }
    SWIFT
    # check exits 1 when a fix would apply.
    output = shell_output("#{bin}/swiftui-migrate check --deployment-target iOS=17.0 ContentView.swift", 1)
    assert_match "ContentView.swift:4:37: warning: foregroundColor(_:) is deprecated", output
    assert_match "[foreground-style]", output
  end
end
