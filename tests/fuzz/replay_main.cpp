// Replays inputs through a fuzz target's LLVMFuzzerTestOneInput without libFuzzer, so that every
// build runs the kept corpus, the samples and every past finding as a CTest test, the same inputs
// each time. Arguments are files or folders (their files, recursively, in name order; names that
// start with '.' are skipped). A finding aborts as it does under libFuzzer; the input being
// replayed is named on stderr before it runs. Exit 2 when a path does not exist, 1 when there was
// nothing to replay.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

bool hidden(const fs::path& path)
{
    return path.filename().string().starts_with('.');
}

// The file itself, or a folder's files in name order.
std::vector<fs::path> inputsAt(const fs::path& path)
{
    if (!fs::is_directory(path))
        return { path };
    std::vector<fs::path> files;
    for (auto it = fs::recursive_directory_iterator(path); it != fs::recursive_directory_iterator(); ++it) {
        if (hidden(it->path())) {
            if (it->is_directory())
                it.disable_recursion_pending();
            continue;
        }
        if (it->is_regular_file())
            files.push_back(it->path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::string contentsOf(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE_OR_FOLDER...\n", argv[0]);
        return 2;
    }
    std::vector<fs::path> inputs;
    for (int i = 1; i < argc; ++i) {
        if (!fs::exists(argv[i])) {
            std::fprintf(stderr, "%s: no such file or folder\n", argv[i]);
            return 2;
        }
        const std::vector<fs::path> found = inputsAt(argv[i]);
        inputs.insert(inputs.end(), found.begin(), found.end());
    }
    if (inputs.empty()) {
        std::fprintf(stderr, "nothing to replay\n");
        return 1;
    }
    for (const fs::path& input : inputs) {
        std::fprintf(stderr, "replaying %s\n", input.c_str());
        const std::string data = contentsOf(input);
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(data.data()), data.size());
    }
    std::printf("replayed %zu inputs\n", inputs.size());
    return 0;
}
