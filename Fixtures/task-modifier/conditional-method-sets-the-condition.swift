// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A settings page that shows a spinner until its own loading method has run: the method
/// clears the flag the spinner is chosen by, so the work replaces the view itself and the
/// note about .task is `--verbose` only, as when the Task sets it directly. A method that
/// leaves the flag alone keeps the note; one of the object the condition reads
/// (`store.sync()` under `if store.isSyncing`), whose body is not read, is taken to set it.
struct ProxySettings: View {
  @State private var isLoading = true
  @State private var isRefreshing = false
  @State private var port = 0
  @State private var hosts: [String] = []
  let store: SettingsStore

  var body: some View {
    Group {
      if isLoading {
        ProgressView().onAppear {
          Task {
            await loadSettings()
          }
        }
      } else {
        Form {
          Text("Port \(port)")
          if isRefreshing {
            ProgressView()
              .onAppear { Task { await self.refreshHosts() } }
          }
          if hosts.isEmpty {
            Text("No hosts")
              .onAppear { Task { await logEmpty() } }
          }
          if store.isSyncing {
            ProgressView()
              .onAppear { Task { await store.sync() } }
          }
        }
      }
    }
  }

  private func loadSettings() async {
    port = await store.port()
    isLoading = false
  }

  private func refreshHosts() async {
    hosts = await store.hosts()
    self.isRefreshing = false
  }

  private func logEmpty() async {
    print("no hosts")
  }
}

final class SettingsStore {
  var isSyncing = false
  func port() async -> Int { 8080 }
  func hosts() async -> [String] { [] }
  func sync() async { isSyncing = false }
}
