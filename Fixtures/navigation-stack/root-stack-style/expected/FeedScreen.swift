import SwiftUI

struct FeedScreen: View {
    let titles = ["One", "Two"]

    var body: some View {
        NavigationStack {
            List(titles, id: \.self) { title in
                Text(title)
            }
            .navigationTitle("Feed")
        }
    }
}

struct UpgradeScreen: View {
    var body: some View {
        NavigationStack {
            ProgressView("Upgrading")
        }
    }
}

struct FeedScreen_Previews: PreviewProvider {
    static var previews: some View {
        FeedScreen()
    }
}
