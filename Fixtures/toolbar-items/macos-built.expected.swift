// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// A file of a module that builds for iOS and macOS, run without the file that declares the
// app's macOS navigationBarItems shim: on macOS the first call reaches that shim.
struct Shelf: View {
  var body: some View {
    List {
      Text("Books")
    }
    .navigationBarItems(trailing: Button("Add") {})
  }
}

struct Drawer: View {
  var body: some View {
    List {
      Text("Pens")
    }
    #if os(iOS)
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Button("Close") {}
        }
      }
    #endif
  }
}

#if !os(macOS)
  struct Tray: View {
    var body: some View {
      Text("Clips")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            EditButton()
          }
        }
    }
  }
#elseif DEBUG
  struct Tray: View {
    var body: some View {
      Text("Clips")
        .navigationBarItems(trailing: Text("debug"))
    }
  }
#endif

#if canImport(AppKit)
  struct Bin: View {
    var body: some View {
      Text("Bin")
        .navigationBarItems(trailing: Text("mac"))
    }
  }
#endif
