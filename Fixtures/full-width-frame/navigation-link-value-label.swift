import SwiftUI

// Without a title (`value:`, `destination:`), a NavigationLink's trailing closure is its
// label, laid out in the List row, where a vertical Spacer cannot expand: review (see
// navigation-link-title-destination for a destination).
struct CacheSettings: View {
    var body: some View {
        List {
            NavigationLink(value: 1) {
                CacheRow()
            }
            NavigationLink(destination: Text("Logs")) {
                LogsRow()
            }
        }
    }
}

struct CacheRow: View {
    var body: some View {
        VStack {
            Text("Cache")
            Spacer()
        }
    }
}

struct LogsRow: View {
    var body: some View {
        VStack {
            Spacer()
            Text("Logs")
        }
    }
}
