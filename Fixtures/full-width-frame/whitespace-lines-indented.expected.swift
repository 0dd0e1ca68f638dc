import SwiftUI

// Blank lines here hold the indentation of the code around them (as Xcode writes them):
// the moved view's blank lines move to its new depth with it.
struct SyncPanel: View {
    @State private var isSyncing = false
    
    var body: some View {
        VStack {
            Text("Sync")
            
            Button {
                isSyncing = true
                
                print("sync started")
            } label: {
                Label("Sync now", systemImage: "arrow.clockwise")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
