import SwiftUI

// `extension Detail` extends Album.Detail through the alias: a name written inside it is
// looked up in Album.Detail, then Album, then at the top level, as the compiler does.
private typealias Detail = Album.Detail

extension Detail {
    struct Header: View {
        @State private var showsPhotos = false
        @State private var showsTags = false
        let brand = Color.orange

        var body: some View {
            VStack {
                Button("Photos") { showsPhotos = true }
                Button("Tags") { showsTags = true }
            }
            .sheet(isPresented: $showsPhotos) {
                Album.Photos()
                    .tint(brand)
            }
            .sheet(isPresented: $showsTags) {
                TagEditor()
                    .tint(brand)
            }
        }
    }
}
