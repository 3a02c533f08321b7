#include "util/SystemErrorText.h"

#include "model/Localized.h"

#include <cerrno>
#include <cstring>

namespace scalescope {

std::string systemErrorText(int error)
{
    const char* text = nullptr;
    switch (error) {
    case ENOENT:
        text = QT_TRANSLATE_NOOP("scalescope-core", "no such file or folder");
        break;
    case EACCES:
    case EPERM:
        text = QT_TRANSLATE_NOOP("scalescope-core", "permission denied");
        break;
    case EISDIR:
        text = QT_TRANSLATE_NOOP("scalescope-core", "it is a folder");
        break;
    case ENOTDIR:
        text = QT_TRANSLATE_NOOP("scalescope-core", "a part of the path is not a folder");
        break;
    case ENOSPC:
    case EDQUOT:
        text = QT_TRANSLATE_NOOP("scalescope-core", "no space left on the disk");
        break;
    case EROFS:
        text = QT_TRANSLATE_NOOP("scalescope-core", "the disk is read-only");
        break;
    case EEXIST:
        text = QT_TRANSLATE_NOOP("scalescope-core", "it already exists");
        break;
    case ELOOP:
        text = QT_TRANSLATE_NOOP("scalescope-core", "too many symbolic links");
        break;
    case ENAMETOOLONG:
        text = QT_TRANSLATE_NOOP("scalescope-core", "the name is too long");
        break;
    case EMFILE:
    case ENFILE:
        text = QT_TRANSLATE_NOOP("scalescope-core", "too many files are open");
        break;
    case ENOMEM:
        text = QT_TRANSLATE_NOOP("scalescope-core", "out of memory");
        break;
    case EIO:
        text = QT_TRANSLATE_NOOP("scalescope-core", "an input/output error of the disk");
        break;
    case EFBIG:
        text = QT_TRANSLATE_NOOP("scalescope-core", "the file is too large");
        break;
    case EBUSY:
    case ETXTBSY:
        text = QT_TRANSLATE_NOOP("scalescope-core", "the file is in use");
        break;
    case EXDEV:
        text = QT_TRANSLATE_NOOP("scalescope-core", "it cannot be moved to another disk in one step");
        break;
    case ESTALE:
        text = QT_TRANSLATE_NOOP("scalescope-core", "the network share no longer knows the file");
        break;
    case EAGAIN:
    case EINTR:
        text = QT_TRANSLATE_NOOP("scalescope-core", "the system was busy; try again");
        break;
    case ENXIO:
    case ENODEV:
        text = QT_TRANSLATE_NOOP("scalescope-core", "no such device");
        break;
    case EINVAL:
        text = QT_TRANSLATE_NOOP("scalescope-core", "the file system does not allow it");
        break;
    case ETIMEDOUT:
        text = QT_TRANSLATE_NOOP("scalescope-core", "the disk or network share did not answer in time");
        break;
    case ENOTEMPTY:
        text = QT_TRANSLATE_NOOP("scalescope-core", "the folder is not empty");
        break;
    case EOVERFLOW:
        text = QT_TRANSLATE_NOOP("scalescope-core", "the file is too large for this system");
        break;
    default:
        return std::strerror(error); // the system's own words, in its language when it has them
    }
    return translated(kCoreContext, text);
}

} // namespace scalescope
